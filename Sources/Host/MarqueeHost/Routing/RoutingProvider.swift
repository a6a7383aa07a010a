import MarqueeNavigation

/// A routing-protocol implementation a module registered, made on first use.
struct RoutingProvider {
    let key: ServiceKey
    let feature: FeatureID
    let make: @MainActor (ScreenContext) -> Any
}
