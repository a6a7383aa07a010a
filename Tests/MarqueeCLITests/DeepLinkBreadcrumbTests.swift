import Foundation
import Testing

/// `marquee open` of a link below a movie or a series: the breadcrumb names what was loaded.
@Suite("Deep-link breadcrumbs")
struct DeepLinkBreadcrumbTests {
    @Test(
        "The screens under a deep link show their titles once loaded, not placeholders",
        arguments: [
            ("/radarr/movie/1/releases", "Movie 1"), ("/sonarr/series/1/season/1", "Series 1"),
        ])
    func titlesOnceLoaded(link: String, placeholder: String) async throws {
        let (base, environment) = try isolatedEnvironment(prefix: "marquee-breadcrumbs-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let run = try await ScriptRun(["open", link, "--demo", "--wait", "60s", "--width", "120", "--height", "6"], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        let crumb = try #require(run.output.split(separator: "\n").dropFirst().first)
        #expect(!crumb.contains(placeholder), "\(crumb)")
        #expect(crumb.split(separator: "›").count == 3, "\(crumb)")
    }
}
