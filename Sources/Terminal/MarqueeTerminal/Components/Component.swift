/// Something that draws itself into a ``Canvas``: a pure function of its state.
///
/// Components are value types. They keep no state between frames; the state they show
/// (selection, scroll offset, text being edited) lives in separate state types with
/// `handle(_ key:)` methods, owned by the screen.
public protocol Component {
    /// Draws into the whole of `canvas` (local coordinates, clipped).
    func render(in canvas: inout Canvas)
}

extension Canvas {
    /// Renders `component` into `rect` (local coordinates).
    public mutating func draw(_ component: some Component, in rect: Rect) {
        clipped(to: rect) { component.render(in: &$0) }
    }

    /// Renders `component` over the whole canvas.
    public mutating func draw(_ component: some Component) {
        component.render(in: &self)
    }
}
