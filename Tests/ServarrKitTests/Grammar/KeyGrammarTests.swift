import ExploreFeature
import Foundation
import LidarrAPI
import LidarrFeature
import MarqueeApp
import MarqueeHost
import MarqueeShell
import RadarrAPI
import RadarrFeature
import ServarrCore
import SettingsFeature
import SonarrAPI
import SonarrFeature
import Testing

/// The key grammar is written once (docs/keys.md) and the code follows it: every key a module
/// registers is documented with the meaning its title gives, and no key means two things within
/// a scope (anywhere, on a tab, on the item a screen shows).
@MainActor
@Suite struct KeyGrammarTests {
    /// A registered key as the grammar sees it.
    struct Binding: Hashable {
        var key: String
        var title: String
        var scope: String

        /// The verb or place of the title: "Add movie" and "Add series" mean the same.
        var meaning: String { title.split(separator: " ").first.map { $0.lowercased() } ?? "" }
        var displayKey: String { KeyHint(key, title).displayKey }
    }

    static func bindings(of commands: [KeyCommand]) -> [Binding] {
        commands.map { command in
            let scope =
                switch command.scope {
                case .global: "global"
                case .feature, .routeType: "tab"
                case .screenType: "item"
                }
            return Binding(key: command.key, title: command.title, scope: scope)
        }
    }

    /// What is wrong with `bindings` against `document`; empty when they agree.
    static func problems(_ bindings: [Binding], document: KeyGrammarDocument) -> [String] {
        var problems: [String] = []
        for binding in Set(bindings) {
            let rows = document.rows(for: binding.displayKey)
            if rows.isEmpty {
                problems.append("\(binding.displayKey) (\(binding.title)) is not in docs/keys.md")
            } else if !rows.contains(where: { $0.row.meaning.contains(binding.meaning) }) {
                let documented = rows.map { "\($0.scope): \($0.row.meaning)" }.joined(separator: "; ")
                problems.append("\(binding.displayKey) is registered as “\(binding.title)”, docs/keys.md says \(documented)")
            }
        }
        let meanings = Dictionary(grouping: bindings) { "\($0.scope) \($0.displayKey)" }.mapValues { Set($0.map(\.meaning)) }
        for (place, words) in meanings where words.count > 1 {
            problems.append("\(place) means \(words.sorted().joined(separator: " and "))")
        }
        return problems.sorted()
    }

    /// Every built-in module, registered (no server is asked: nothing is shown), with two
    /// Radarr instances, so that the keys of several instances (`I`) are registered too.
    static func host() -> ModuleHost {
        let configuration = ServiceConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!, apiKey: "unused")
        let instances = ["home", "4k"].map { name in
            let services = ServiceContainer()
            services.register(RadarrRepository.self, RadarrRepository(configuration: configuration))
            return ModuleInstance(feature: "radarr", name: name, services: services)
        }
        let services = ServiceContainer()
        services.register(ServarrInstances.self, ServarrInstances([]))
        services.register(SettingsEnvironment.self, SettingsEnvironment(file: nil, configuration: Configuration(), version: "0"))
        return ModuleHost(
            modules: [
                RadarrModule(repository: RadarrRepository(configuration: configuration)),
                SonarrModule(repository: SonarrRepository(configuration: configuration)),
                LidarrModule(repository: LidarrRepository(configuration: configuration)), ExploreModule(refreshInterval: nil),
                SettingsModule(kinds: [.radarr, .sonarr, .lidarr]),
            ], services: services, instances: instances)
    }

    @Test func everyRegisteredKeyIsDocumentedWithItsMeaning() throws {
        let host = Self.host()
        #expect(host.modules.allSatisfy { $0.state == .active }, "\(host.modules)")
        let bindings = Self.bindings(of: host.keyCommands)
        #expect(bindings.count > 20, "the modules register their keys")
        #expect(bindings.contains { $0.key == ModuleHost.nextInstanceKey }, "with two Radarr instances, I goes to the next")
        #expect(Self.problems(bindings, document: try .load()) == [])
    }

    @Test func anUndocumentedKeyOrASecondMeaningIsReported() throws {
        let document = try KeyGrammarDocument.load()
        let problems = Self.problems(
            [
                Binding(key: "&", title: "Zap", scope: "tab"),
                Binding(key: "m", title: "Toggle monitored", scope: "item"),
                Binding(key: "m", title: "Merge", scope: "item"),
                Binding(key: "q", title: "Queue", scope: "tab"),
            ], document: document)
        #expect(problems.contains("& (Zap) is not in docs/keys.md"), "\(problems)")
        #expect(problems.contains("item m means merge and toggle"), "\(problems)")
        #expect(problems.contains { $0.hasPrefix("q is registered as “Queue”") }, "q quits: \(problems)")
        #expect(problems.contains { $0.hasPrefix("m is registered as “Merge”") }, "\(problems)")
    }

    @Test func noScopeDocumentsAKeyTwice() throws {
        let document = try KeyGrammarDocument.load()
        for key in ["a", "d", "e", "m", "s", "/", "o", "r", "Space", "Enter", "Esc", "Ctrl-R", "Q"] {
            let scopes = document.rows(for: key).map(\.scope)
            #expect(Set(scopes).count == scopes.count, "\(key) twice in one scope: \(scopes)")
            #expect(!scopes.isEmpty, "\(key) is documented")
        }
    }
}
