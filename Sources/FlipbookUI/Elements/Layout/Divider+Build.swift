// Divider+Build.swift: a Divider is a Color framed to one device pixel across the axis of the
// stack it is built in (the environment's stackAxis), in the separator colour of the colour
// scheme it is built in.

extension Divider: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let environment = context.environment
        let thickness = environment.dynamicTypeSize.isAccessibilitySize ? 1 : environment.pixelLength
        if environment.stackAxis == .horizontal {
            return context.build(Color.separator.frame(width: thickness), at: .slot("vertical"), of: node)
        }
        return context.build(Color.separator.frame(height: thickness), at: .slot("horizontal"), of: node)
    }
}
