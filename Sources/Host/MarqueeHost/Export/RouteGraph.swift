import Foundation
import MarqueeNavigation

/// The merged route graph of a host: every registered route type, modal route type and
/// deep-link pattern, and the module that owns it. `marquee routes` prints it as a text
/// table, JSON or Mermaid.
public struct RouteGraph: Hashable, Sendable, Codable {
    /// What a route type is used for.
    public enum RouteKind: String, Hashable, Sendable, Codable {
        /// Pushed on stacks.
        case screen
        /// Presented modally.
        case modal
    }

    /// A registered route type.
    public struct RouteNode: Hashable, Sendable, Codable {
        /// The route type.
        public let type: RouteTypeID
        /// The owning module (or plugin) id.
        public let owner: FeatureID
        /// Pushed or presented.
        public let kind: RouteKind
    }

    /// A registered deep-link pattern.
    public struct LinkNode: Hashable, Sendable, Codable {
        /// The URL pattern.
        public let pattern: String
        /// The owning module (or plugin) id.
        public let owner: FeatureID
        /// The route type the link shows, when it turns back into routes.
        public let routeType: RouteTypeID?
        /// A short description.
        public let summary: String
    }

    /// The instances of a module that runs against several servers: its links may name one
    /// after the module's segment (`/radarr/4k/movie/12`); without a name they show on the
    /// first, the default.
    public struct InstanceNode: Hashable, Sendable, Codable {
        /// The module.
        public let owner: FeatureID
        /// The instances' names, the default first.
        public let names: [String]
        /// The link form: `/radarr[/<instance>]/…`.
        public var form: String { "/\(owner.rawValue)[/<instance>]/…" }
    }

    public internal(set) var routes: [RouteNode] = []
    public internal(set) var links: [LinkNode] = []
    /// The modules with instances (none when the graph was made without a configuration).
    public internal(set) var instances: [InstanceNode] = []

    public init() {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        routes = try container.decode([RouteNode].self, forKey: .routes)
        links = try container.decode([LinkNode].self, forKey: .links)
        instances = try container.decodeIfPresent([InstanceNode].self, forKey: .instances) ?? []
    }

    /// A text table: one line per route type and per link, grouped by owner.
    public var table: String {
        var rows: [[String]] = [["OWNER", "KIND", "ROUTE TYPE", "PATTERN", "SUMMARY"]]
        for owner in owners {
            for route in routes where route.owner == owner {
                rows.append([owner.rawValue, route.kind.rawValue, route.type.name, "", ""])
            }
            for link in links where link.owner == owner {
                rows.append([owner.rawValue, "link", link.routeType?.name ?? "", link.pattern, link.summary])
            }
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n") + "\n" + instanceLines
    }

    /// "Links of radarr may name an instance: /radarr[/<instance>]/… (home (default), 4k)".
    private var instanceLines: String {
        guard !instances.isEmpty else { return "" }
        return "\n"
            + instances.map { node in
                let names = node.names.enumerated().map { $0 == 0 ? "\($1) (default)" : $1 }.joined(separator: ", ")
                return "\(node.owner) links may name an instance: \(node.form) with \(names); without one they show the default\n"
            }.joined()
    }

    /// The graph as pretty-printed JSON with sorted keys.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A Mermaid flowchart: modules → route types → deep-link patterns.
    public var mermaid: String {
        var lines = ["flowchart LR"]
        func id(_ text: String) -> String {
            String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        }
        func label(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "#quot;") }
        for owner in owners {
            lines.append("    subgraph m_\(id(owner.rawValue))[\"\(label(owner.rawValue))\"]")
            for route in routes where route.owner == owner {
                let shape = route.kind == .modal ? ("[/\"", "\"/]") : ("[\"", "\"]")
                lines.append("        r_\(id(route.type.description))\(shape.0)\(label(route.type.name))\(shape.1)")
            }
            lines.append("    end")
        }
        for (index, link) in links.enumerated() {
            lines.append("    l\(index)([\"\(label(link.pattern))\"])")
            if let type = link.routeType {
                lines.append("    l\(index) --> r_\(id(type.description))")
            } else {
                lines.append("    l\(index) --> m_\(id(link.owner.rawValue))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Owners in order of first appearance.
    private var owners: [FeatureID] {
        var seen = Set<FeatureID>()
        return (routes.map(\.owner) + links.map(\.owner)).filter { seen.insert($0).inserted }
    }
}
