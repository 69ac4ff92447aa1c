// AsyncImage.swift: SwiftUI's AsyncImage, which loads an image from a URL and shows a phase of
// the load. Flipbook has no network: a file URL of a PNG loads as the view appears (in the
// transaction given, as SwiftUI switches phases), a file it cannot read is a failure, and any
// other URL never finishes loading, so the placeholder (or `.empty`) is what shows, as it would
// on a phone waiting for a slow server; the URL is named in a warning. A nil URL is `.empty`, as
// in SwiftUI.
// The default placeholder is the system fill colour filling what the view is offered (Apple:
// "a standard placeholder that fills the available space"; the colour by eye).

import Foundation
import Codecs

/// Where an AsyncImage's load has got to.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image loaded, once it has.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why the load failed, when it has.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that shows an image loaded from a URL.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    private let content: (AsyncImagePhase) -> Content
    @State private var phase = AsyncImagePhase.empty

    /// The image, at its size once loaded; the standard placeholder until then.
    public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
        self.init(url: url, scale: scale) { phase in
            AnyView(phase.image.map { AnyView($0) } ?? AnyView(Color.systemFill))
        }
    }

    /// `content` with the image once loaded, `placeholder` until then (and where it fails).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    /// `content` for each phase of the load, switched in `transaction`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        content(phase)
            .onAppear(perform: load)
    }

    private func load() {
        guard let url else { return }
        guard url.isFileURL else {
            UnknownNameLog.remoteImages.report(url.absoluteString)
            return
        }
        let loaded = Self.phase(loading: url, scale: scale)
        withTransaction(transaction) { phase = loaded }
    }

    /// The phase a file URL ends in: its PNG image, or the failure to read or decode it.
    static func phase(loading url: URL, scale: CGFloat) -> AsyncImagePhase {
        do {
            let data = try Data(contentsOf: url)
            let pixmap = try PNG.decode(Array(data))
            let asset = AssetImage(pixmap: pixmap, scale: max(Double(scale), 0.01), isTemplate: false)
            return .success(Image(uiImage: UIImage(asset: asset)))
        } catch {
            return .failure(error)
        }
    }
}
