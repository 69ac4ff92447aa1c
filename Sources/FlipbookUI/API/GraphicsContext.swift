// GraphicsContext.swift: SwiftUI's immediate-mode drawing context, the one a Canvas hands its
// renderer. Its state (transform, opacity, blend mode, filters, clip) is a value: a copy changed
// inside `drawLayer` or a helper leaves the caller's alone, as in SwiftUI. Every drawing call
// goes straight into the canvas's display list (CanvasRecorder), composited on its own with the
// state of the moment: clipped, blended, faded and filtered as one operation. Points are the
// canvas's, origin at its top left, mapped by `transform`.
// What a context can do here: fill and stroke paths with colours, styles and gradients (in
// linear light too: GraphicsContext+GradientOptions.swift); draw text and symbols, also resolved
// first (GraphicsContext+Resolved.swift); layers; clips to a path or to a layer's alpha, either
// inverted; blur (opaque too), shadow, colour and alpha-threshold filters; the canvas's symbol
// views. Gradients' `.repeat`/`.mirror`, the blur's `.dithersResult`, and the colour-matrix and
// projection filters are not provided, so code using them does not compile rather than drawing
// something else.

import Raster

public struct GraphicsContext {
    /// How a drawing operation's colours combine with what is beneath.
    public struct BlendMode: Equatable, Sendable {
        let mode: FlipbookUI.BlendMode
        public static let normal = BlendMode(mode: .normal)
        public static let multiply = BlendMode(mode: .multiply)
        public static let screen = BlendMode(mode: .screen)
        public static let overlay = BlendMode(mode: .overlay)
        public static let darken = BlendMode(mode: .darken)
        public static let lighten = BlendMode(mode: .lighten)
        public static let colorDodge = BlendMode(mode: .colorDodge)
        public static let colorBurn = BlendMode(mode: .colorBurn)
        public static let softLight = BlendMode(mode: .softLight)
        public static let hardLight = BlendMode(mode: .hardLight)
        public static let difference = BlendMode(mode: .difference)
        public static let exclusion = BlendMode(mode: .exclusion)
        public static let hue = BlendMode(mode: .hue)
        public static let saturation = BlendMode(mode: .saturation)
        public static let color = BlendMode(mode: .color)
        public static let luminosity = BlendMode(mode: .luminosity)
        public static let sourceAtop = BlendMode(mode: .sourceAtop)
        public static let destinationOver = BlendMode(mode: .destinationOver)
        public static let destinationOut = BlendMode(mode: .destinationOut)
        public static let plusDarker = BlendMode(mode: .plusDarker)
        public static let plusLighter = BlendMode(mode: .plusLighter)
    }

    /// What fills or strokes a shape.
    public struct Shading {
        enum Kind {
            case style(any ShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .style(ForegroundStyle())) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle, options: options))
        }
    }

    /// How a clip is applied.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to everything outside the shape (or the layer's alpha) instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How a blur filter treats the edges. Apple's `.dithersResult` is left out: its noise fights
    /// banding in deep colour formats, and nothing here draws in one, so it would do nothing.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// As `.blur(radius:opaque: true)`: the edges clamp to the canvas and the result is
        /// opaque within it.
        public static let opaque = BlurOptions(rawValue: 1)
    }

    /// One clip in effect: a path, or the alpha of drawing recorded in the display list's
    /// coordinates; either keeps what is outside instead when inverted.
    enum Clip {
        case path(Raster.Path, FillRule, inverse: Bool)
        case layer(DisplayList, inverse: Bool)
    }

    /// An effect on the drawing operations after it.
    public struct Filter {
        enum Kind {
            case blur(radius: CGFloat, opaque: Bool)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            /// A colour matrix on the straight colours (the colour filters).
            case color(ColorMatrix)
            case alphaThreshold(minimum: Double, maximum: Double, color: Color)
        }
        let kind: Kind

        /// A Gaussian blur of σ = radius points, as `.blur(radius:)` (swiftui-facts §10).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, opaque: options.contains(.opaque)))
        }
        /// A blurred, offset copy of each operation's coverage beneath it, as `.shadow`.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y))
        }

        /// The colour filters, as the view modifiers of the same names (swiftui-facts-everyday §10).
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color(ColorFilter.brightness(amount).matrix)) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(ColorFilter.contrast(amount).matrix)) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color(ColorFilter.saturation(amount).matrix)) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(ColorFilter.grayscale(amount).matrix)) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(ColorFilter.hueRotation(angle).matrix)) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .color(ColorFilter.colorMultiply(color).matrix)) }
        public static var luminanceToAlpha: Filter { Filter(kind: .color(ColorFilter.luminanceToAlpha.matrix)) }
        /// The colours inverted by `amount` (0: unchanged, 1: inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(kind: .color(ColorFilter.colorInvert(min(max(amount, 0), 1)).matrix))
        }
        /// Each pixel whose opacity is in `min…max` becomes `color`, every other one clear: the
        /// hard edge of blurred shapes that merge like liquid (metaballs).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(minimum: min, maximum: max, color: color))
        }
    }

    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// From the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    public var environment: EnvironmentValues
    private var filters: [Filter] = []
    /// The clips in effect, paths in the canvas's coordinates.
    private var clips: [Clip] = []
    /// A box around what the clips let through, in the canvas's coordinates.
    private var clipBounds: CGRect
    let recorder: CanvasRecorder

    init(environment: EnvironmentValues, recorder: CanvasRecorder) {
        self.environment = environment
        self.recorder = recorder
        clipBounds = CGRect(origin: .zero, size: recorder.size)
    }

    // MARK: - Transform

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: - State

    /// Limits the drawing after it to the inside of `path` (in the context's coordinates now), or
    /// with `.inverse` to what is outside it.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let placed = path.raster.applying(Transform(transform))
        let inverse = options.contains(.inverse)
        clips.append(.path(placed, style.isEOFilled ? .evenOdd : .nonzero, inverse: inverse))
        // Only a plain clip narrows the box: an inverted one may keep anything beyond the path.
        if !inverse { clipBounds = clipBounds.intersection(placed.bounds.map { CGRect($0) } ?? .zero) }
    }

    /// Limits the drawing after it by the alpha of what `content` draws into a new layer (which
    /// starts from this context's transform), times `opacity`; with `.inverse`, by one minus it.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(environment: environment, recorder: recorder)
        inner.transform = transform
        var mask = try recorder.layer { try content(&inner) }
        if opacity < 1 { mask = DisplayList(items: [.layer(.opacity(max(0, opacity)), mask)]) }
        clips.append(.layer(mask, inverse: options.contains(.inverse)))
    }

    /// A box around the region the clips let through, in the context's coordinates now: the
    /// canvas's bounds with no clip (a layer's clip leaves the box as it was).
    public var clipBoundingRect: CGRect {
        guard !clipBounds.isNull else { return .zero }
        return clipBounds.applying(transform.inverted())
    }

    public mutating func addFilter(_ filter: Filter) { filters.append(filter) }

    /// Draws `content` into a layer of its own, composited with this context's state as one
    /// operation; the layer's context starts from this one's transform and environment.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(environment: environment, recorder: recorder)
        inner.transform = transform
        let layer = try recorder.layer { try content(&inner) }
        record { $0.append(layer) }
    }

    // MARK: - Drawing

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let outline = path.raster
        let paint = self.paint(shading, over: outline)
        record { $0.fill(outline, with: paint, rule: style.isEOFilled ? .evenOdd : .nonzero) }
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let outline = path.raster
        let paint = self.paint(shading, over: outline)
        record { $0.stroke(outline, style: style.raster, with: paint) }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws text with its top-left corner where `anchor` of its size puts it from `point`, at
    /// its ideal size.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let kind = text.kind(in: environment)
        let size = kind.paragraph.layout(for: .unspecified).size
        draw(kind, in: CGRect(origin: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height), size: size))
    }

    /// Draws text wrapped to the rect's width, from its top-left corner.
    public func draw(_ text: Text, in rect: CGRect) {
        let kind = text.kind(in: environment)
        let size = kind.paragraph.layout(for: ProposedViewSize(width: rect.width, height: rect.height)).size
        draw(kind, in: CGRect(origin: rect.origin, size: size))
    }

    private func draw(_ text: TextKind, in frame: CGRect) {
        record { text.draw(in: frame, into: &$0) }
    }

    /// Records drawing made elsewhere (a symbol view's) as one operation of this context.
    func drawRecorded(_ body: (inout DisplayListBuilder) -> Void) { record(body) }

    /// Draws a symbol scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let symbol = image.symbol(in: environment), symbol.size.width > 0, symbol.size.height > 0 else { return }
        let fit = Transform(scaleX: Double(rect.width / symbol.size.width), y: Double(rect.height / symbol.size.height))
            .concatenating(Transform(translationX: Double(rect.minX), y: Double(rect.minY)))
        draw(symbol, placed: fit)
    }

    /// Draws a symbol at its size, placed by `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let symbol = image.symbol(in: environment) else { return }
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, placed: Transform(translationX: Double(origin.x), y: Double(origin.y)))
    }

    /// The symbol's outline drawn through `placed` (so a stroked symbol's pen scales with it).
    private func draw(_ symbol: SymbolImage, placed: Transform) {
        let paint = ResolvedStyle.foreground(environment).paint(in: CGRect(origin: .zero, size: symbol.size))
        record { list in
            list.transformed(by: ProjectiveTransform(placed)) {
                if let stroke = symbol.stroke { $0.stroke(symbol.path, style: stroke, with: paint) } else {
                    $0.fill(symbol.path, with: paint, rule: .nonzero)
                }
            }
        }
    }

    // MARK: - Recording

    /// The paint for a shading, in the context's coordinates; styles given by unit points (a
    /// LinearGradient's) are placed in the outline's bounds.
    private func paint(_ shading: Shading, over outline: Raster.Path) -> Paint {
        switch shading.kind {
        case .style(let style):
            let resolved = ResolvedStyle(style, environment: environment) ?? ResolvedStyle.foreground(environment)
            return resolved.paint(in: CGRect(outline.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)))
        case .linear(let gradient, let start, let end, let options):
            return .linearGradient(stops: options.resolved(gradient, in: environment.colorScheme).raster, start: Point(start), end: Point(end))
        case .radial(let gradient, let center, let startRadius, let endRadius, let options):
            return .radialGradient(stops: options.resolved(gradient, in: environment.colorScheme).raster, center: Point(center),
                                   startRadius: Double(startRadius), endRadius: Double(endRadius))
        case .conic(let gradient, let center, let angle, let options):
            return .angularGradient(stops: options.resolved(gradient, in: environment.colorScheme).raster, center: Point(center),
                                    startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)
        }
    }

    /// Records one operation drawn by `body` in the context's coordinates, through the clips,
    /// blend mode, opacity and filters in effect.
    private func record(_ body: (inout DisplayListBuilder) -> Void) {
        recorder.draw(clips: clips, blend: blendMode.mode.raster, opacity: opacity, filters: filters.map(\.kind),
                      transform: ProjectiveTransform(Transform(transform)), body)
    }
}

/// Where a canvas's context draws: the display list being built, in the canvas's coordinates.
final class CanvasRecorder {
    private var list: DisplayListBuilder
    private let environment: EnvironmentValues
    /// From the canvas's coordinates to the list's.
    private let origin: ProjectiveTransform
    /// The canvas's symbol views by tag, as laid out at its corner.
    let symbols: [AnyHashable: PresentedElement]
    /// The canvas's size in points.
    let size: CGSize

    /// - Parameter origin: the canvas's top-left corner in the list's coordinates.
    init(list: DisplayListBuilder, origin: CGPoint, size: CGSize, environment: EnvironmentValues,
         symbols: [AnyHashable: PresentedElement] = [:]) {
        self.list = list
        self.size = size
        self.environment = environment
        self.origin = ProjectiveTransform(Transform(translationX: Double(origin.x), y: Double(origin.y)))
        self.symbols = symbols
    }

    /// The list with everything drawn.
    var finished: DisplayListBuilder { list }

    /// What `content` draws, as a list of its own (a context's layer).
    func layer(_ content: () throws -> Void) rethrows -> DisplayList {
        let saved = list
        defer { list = saved }
        list = saved.emptied()
        try content()
        return list.drawn
    }

    func draw(clips: [GraphicsContext.Clip], blend: Raster.BlendMode?, opacity: Double,
              filters: [GraphicsContext.Filter.Kind], transform: ProjectiveTransform, _ body: (inout DisplayListBuilder) -> Void) {
        list.transformed(by: origin) { canvas in
            // Effects from the outside in: clips, then blend, opacity, filters, the drawing.
            var effects: [LayerEffect] = clips.map { Self.effect(of: $0, in: canvas) }
            if let blend { effects.append(.blend(blend)) }
            if opacity < 1 { effects.append(.opacity(max(0, opacity))) }
            for filter in filters {
                switch filter {
                case .blur(let radius, let opaque):
                    // Opaque: the edges clamp to the canvas's device box, as the view modifier's do to its frame.
                    let box = opaque ? Rect(finite: DrawingMap.box(CGRect(origin: .zero, size: size), under: canvas.map)) : nil
                    effects.append(.blur(LayerBlur(sigma: Double(max(radius, 0)) * canvas.deviceScale, opaqueBounds: box)))
                case .shadow(let color, let radius, let x, let y):
                    let scale = canvas.deviceScale
                    effects.append(.shadow(LayerShadow(color: color.resolved(in: environment.colorScheme).rgba8,
                                                       sigma: Double(max(radius, 0)) * scale,
                                                       offsetX: Double(x) * scale, offsetY: Double(y) * scale)))
                case .color(let matrix):
                    effects.append(.colorMatrix(matrix))
                case .alphaThreshold(let minimum, let maximum, let color):
                    effects.append(.alphaThreshold(AlphaThreshold(minimum: minimum, maximum: maximum,
                                                                  color: color.resolved(in: environment.colorScheme).rgba8)))
                }
            }
            Self.nest(effects[...], in: &canvas) { $0.transformed(by: transform, body) }
        }
    }

    /// A clip as a layer effect: a plain path clip as a clip; the others as masks, an inverted one
    /// drawing everywhere (a rect far past any canvas) and then cutting out the path or layer.
    private static func effect(of clip: GraphicsContext.Clip, in canvas: DisplayListBuilder) -> LayerEffect {
        let cut: (inout DisplayListBuilder) -> Void
        switch clip {
        case .path(let path, let rule, inverse: false):
            return .clip(path, rule, canvas.map)
        case .layer(let mask, inverse: false):
            return .mask(mask)
        case .path(let path, let rule, inverse: true):
            cut = { $0.fill(path, with: .solid(RGBA8(r: 0, g: 0, b: 0, a: 255)), rule: rule) }
        case .layer(let mask, inverse: true):
            cut = { $0.append(mask) }
        }
        return .mask(canvas.recording { list in
            let everywhere = Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)
            list.fill(Raster.Path(rect: everywhere), with: .solid(RGBA8(r: 0, g: 0, b: 0, a: 255)), rule: .nonzero)
            list.layer(.blend(.destinationOut), cut)
        })
    }

    private static func nest(_ effects: ArraySlice<LayerEffect>, in builder: inout DisplayListBuilder,
                             _ body: (inout DisplayListBuilder) -> Void) {
        guard let first = effects.first else { return body(&builder) }
        builder.layer(first) { nest(effects.dropFirst(), in: &$0, body) }
    }
}
