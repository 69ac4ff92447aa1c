// Divider+Build.swift: a Divider is a Color framed to one device pixel across the axis of the
// stack it is built in (the environment's stackAxis), in the separator colour of the colour
// scheme it is built in.

extension Divider: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let environment = context.environment
        let thickness = environment.dynamicTypeSize.isAccessibilitySize ? 1 : environment.pixelLength
        let color = environment.colorScheme == .dark ? Color(bytes: 84, 84, 88, opacity: 0.6) : Color(bytes: 60, 60, 67, opacity: 0.29)
        if environment.stackAxis == .horizontal {
            return context.build(color.frame(width: thickness), at: .slot("vertical"), of: node)
        }
        return context.build(color.frame(height: thickness), at: .slot("horizontal"), of: node)
    }
}
