import MarqueeNavigation
import MarqueeTesting
import ServarrScreens
import ServarrSimulator
import Testing

/// From interactive search with release `row` highlighted: opens the grab confirmation
/// (`grab`), makes the server refuse the grab once with `message`, answers Grab, and checks that
/// the alert stays open and says why. Returns the confirmation, still open.
@MainActor
@discardableResult
public func expectGrabRefused<Modal: Route>(
    _ grab: Modal, row: Int, message: String, in flow: FlowTest, simulator: ServarrSimulator, service: SimulatedService,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> GrabReleaseScreen {
    flow.selectRow(row) { $0.present(grab, style: .alert) }
    await flow.settle()
    let confirmation = try flow.requireFocusedScreen(as: GrabReleaseScreen.self)
    await simulator.faults.add(FaultRule(.serverError(message: message), service: service, operation: "post/api/v3/release", remaining: 1))
    flow.answer("Grab")
    await flow.settle()
    flow.expectNoChange()
    #expect(confirmation.failure?.contains(message) == true, sourceLocation: sourceLocation)
    return confirmation
}
