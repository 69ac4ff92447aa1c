// SubtitledLabel.swift: a control's label written as several views, as iOS lays it out in a
// row (a LabeledContent, a Toggle, a Stepper): the first is the title, the others stacked under it
// as subtitles, smaller and in the secondary colour. A label of one view is drawn as it is.
// Judgement, by eye from iOS 17's Settings-style rows: subtitles in the subheadline style,
// 2 pt apart.

struct SubtitledLabel<Label: View>: View {
    let label: Label

    var body: some View {
        let parts = ViewList.views(of: label)
        if parts.count > 1 {
            VStack(alignment: .leading, spacing: 2) {
                AnyView(parts[0].view)
                ForEach(1..<parts.count, id: \.self) { i in
                    AnyView(parts[i].view)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        } else {
            label
        }
    }
}
