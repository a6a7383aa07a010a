import MarqueeHost
import MarqueeNavigation

// Synthetic feature modules for the start-up benchmark. Every module needs its own route
// types (a route type names one feature), so the types are generic over a type-level
// number built from two digits: 15 × 15 = 225 distinct modules without code generation.

protocol Digit: SendableMetatype { static var value: Int { get } }
enum D0: Digit { static let value = 0 }
enum D1: Digit { static let value = 1 }
enum D2: Digit { static let value = 2 }
enum D3: Digit { static let value = 3 }
enum D4: Digit { static let value = 4 }
enum D5: Digit { static let value = 5 }
enum D6: Digit { static let value = 6 }
enum D7: Digit { static let value = 7 }
enum D8: Digit { static let value = 8 }
enum D9: Digit { static let value = 9 }
enum D10: Digit { static let value = 10 }
enum D11: Digit { static let value = 11 }
enum D12: Digit { static let value = 12 }
enum D13: Digit { static let value = 13 }
enum D14: Digit { static let value = 14 }
let digits: [any Digit.Type] = [
    D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self,
    D8.self, D9.self, D10.self, D11.self, D12.self, D13.self, D14.self,
]

protocol ModuleNumber: SendableMetatype { static var number: Int { get } }
enum Number<Tens: Digit, Ones: Digit>: ModuleNumber {
    static var number: Int { Tens.value * 15 + Ones.value }
}

/// Feature ids, made once (generic types cannot have stored static properties; a built-in
/// module's `static let feature` costs nothing either).
let syntheticFeatures = (0..<225).map { FeatureID("synthetic-\($0)") }

enum SyntheticRoute<N: ModuleNumber>: Route {
    static var feature: FeatureID { syntheticFeatures[N.number] }
    static var typeName: String { "SyntheticRoute" }
    case list
    case item(id: Int)
}

enum SyntheticModal<N: ModuleNumber>: Route {
    static var feature: FeatureID { syntheticFeatures[N.number] }
    static var typeName: String { "SyntheticModal" }
    case edit(id: Int)
}

/// A service each synthetic module provides.
final class SyntheticStore<N: ModuleNumber> {}

/// A service every module requires; the benchmark's container provides it.
final class SharedClock {}

@MainActor
final class SyntheticScreen: Screen {
    let title: String
    init(_ title: String) { self.title = title }
}

/// A module with two route types, `links` deep links, three key commands, a provided and a
/// required service, and optionally a tab.
struct SyntheticModule<N: ModuleNumber>: FeatureModule {
    let manifest: ModuleManifest
    let links: Int

    init(name: String, links: Int, tabOrder: Int?) {
        manifest = ModuleManifest(
            id: SyntheticRoute<N>.feature, displayName: name, version: "1.0.0",
            tab: tabOrder.map { ModuleTab(title: name, key: Character(String($0)), order: $0) })
        self.links = links
    }

    func register(with registrar: ModuleRegistrar) {
        let feature = manifest.id.rawValue
        registrar.routes(SyntheticRoute<N>.self) { $0.screens { route, _ in SyntheticScreen("\(route)") } }
        registrar.routes(SyntheticModal<N>.self) { $0.screens(presented: true) { route, _ in SyntheticScreen("\(route)") } }
        registrar.tabRoot(SyntheticRoute<N>.list)
        registrar.deepLink(
            "/\(feature)", route: SyntheticRoute<N>.self,
            destination: { _ in
                NavigationDestination(stack: [SyntheticRoute<N>.list])
            }, parameters: { $0 == .list ? [:] : nil })
        registrar.deepLink(
            "/\(feature)/item/:id", route: SyntheticRoute<N>.self,
            destination: { parameters throws(DeepLinkError) in
                NavigationDestination(stack: [SyntheticRoute<N>.list, SyntheticRoute<N>.item(id: try parameters.value("id"))])
            }, parameters: { if case .item(let id) = $0 { ["id": String(id)] } else { nil } })
        for extra in 0..<max(0, links - 2) {
            registrar.deepLink("/\(feature)/section\(extra)/:id?sort&filter") { parameters throws(DeepLinkError) in
                NavigationDestination(stack: [SyntheticRoute<N>.item(id: try parameters.value("id"))])
            }
        }
        for key in ["a", "e", "ctrl-r"] {
            registrar.keyCommand(key, title: "\(key) in \(feature)", scope: .route(SyntheticRoute<N>.self)) { _ in }
        }
        registrar.provideService(SyntheticStore<N>.self) { SyntheticStore<N>() }
        registrar.requireService(SharedClock.self)
    }
}

@MainActor
private func module<T: Digit, O: Digit>(_ tens: T.Type, _ ones: O.Type, name: String, links: Int, tab: Int?) -> any FeatureModule {
    SyntheticModule<Number<T, O>>(name: name, links: links, tabOrder: tab)
}

/// Four built-in-like modules (a tab each, eight links each) and `count` synthetic ones
/// (three links each, no tab).
@MainActor
func benchmarkModules(synthetic count: Int) -> [any FeatureModule] {
    var modules: [any FeatureModule] = []
    for index in 0..<(4 + count) {
        let tens = digits[index / 15], ones = digits[index % 15]
        modules.append(
            index < 4
                ? module(tens, ones, name: ["Radarr", "Sonarr", "Settings", "Explore"][index], links: 8, tab: index + 1)
                : module(tens, ones, name: "Synthetic \(index)", links: 3, tab: nil))
    }
    return modules
}
