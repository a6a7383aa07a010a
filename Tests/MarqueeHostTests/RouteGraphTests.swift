import Foundation
import MarqueeHost
import MarqueeNavigation
import Testing

@MainActor
@Suite("Route-graph export")
struct RouteGraphTests {
    @Test("The graph lists routes, modal routes and links with their owners, as table, JSON and Mermaid")
    func exports() throws {
        let host = MarqueeHost.ModuleHost(modules: [MoviesModule(), SeriesModule(), ProbeModule("radarr")])
        let graph = host.routeGraph
        #expect(graph.routes.map(\.type.description) == ["radarr.MovieRoute", "radarr.MovieModal", "sonarr.SeriesRoute"])
        #expect(graph.routes.map(\.kind) == [.screen, .modal, .screen])
        #expect(graph.links.map(\.pattern) == ["/radarr", "/radarr/movie/:id", "/sonarr/series/:id"])

        let table = graph.table.split(separator: "\n").map(String.init)
        #expect(table[0].hasPrefix("OWNER   KIND    ROUTE TYPE   PATTERN"))
        #expect(table.contains("radarr  modal   MovieModal"))
        #expect(table.contains("radarr  link    MovieRoute   /radarr/movie/:id   A movie"))

        let decoded = try JSONDecoder().decode(RouteGraph.self, from: Data(try graph.json().utf8))
        #expect(decoded == graph)
        #expect(try graph.json().contains("\"pattern\" : \"/sonarr/series/:id\""))

        let mermaid = graph.mermaid
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.contains("subgraph m_radarr[\"radarr\"]"))
        #expect(mermaid.contains("r_radarr_MovieModal[/\"MovieModal\"/]"))
        #expect(mermaid.contains("l1([\"/radarr/movie/:id\"])\n    l1 --> r_radarr_MovieRoute"))
    }
}
