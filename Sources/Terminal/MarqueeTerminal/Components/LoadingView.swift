/// A spinner and message centred in the available space: the body of a loading screen.
public struct LoadingView: Component {
    /// The animation step.
    public var tick: Int
    /// The message.
    public var message: String

    /// Creates a loading view.
    public init(tick: Int, message: String = "Loading…") {
        self.tick = tick
        self.message = message
    }

    public func render(in canvas: inout Canvas) {
        let width = min(canvas.size.width, message.displayWidth + 2)
        let rect = canvas.bounds.centered(Size(width: width, height: 1))
        canvas.draw(Spinner(tick: tick, message: message), in: rect)
    }
}
