import Consumer
import MarqueeNavigation
import MarqueeNavigationTesting
import Testing

@MainActor
@Test func aFlowOnTheBareEngine() throws {
    let coordinator = try makeCoordinator()
    let flow = NavigationFlowTest(coordinator: coordinator)
    flow.tap("Detail") { try coordinator.push(HomeRoute.detail(id: 1)) }
    flow.expect { $0.push(HomeRoute.detail(id: 1)) }
    flow.finish()
}
