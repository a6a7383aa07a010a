import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import RadarrAPI
import RadarrFeature
import ServarrCore
import ServarrScreens
import ServarrSimulator
import ServarrTesting
import Testing

/// Interactive search: a full-screen modal over the movie with a sortable releases table;
/// Enter asks to grab a release in an alert over it; the grab reaches the queue.
@MainActor
@Suite(.serialized) struct InteractiveSearchTests {
    @Test func grabAfterConfirmationCancelAndServerError() async throws {
        try await withRadarrFlow(downloadDuration: .seconds(600)) { flow, simulator, repository in
            let queued = Set(try await repository.queue(pageSize: 200).records.compactMap(\.mediaID))
            let movie = try #require(try await repository.movies().first { !$0.hasFile && !queued.contains($0.id) })
            flow.open("/radarr/movie/\(movie.id)") { $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: movie.id)) }
            await flow.settle()
            flow.press("i") { $0.present(RadarrModal.interactiveSearch(movieID: movie.id), style: .fullScreen) }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            let index = try #require(search.releases.firstIndex { $0.isApproved })
            let release = search.releases[index]
            let grab = RadarrModal.grabRelease(movieID: movie.id, guid: release.guid)

            // Cancel grabs nothing.
            flow.selectRow(index) { $0.present(grab, style: .alert) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: GrabReleaseScreen.self).release == release)
            flow.answer("Cancel") { $0.dismiss() }
            #expect(!(try await repository.queue(pageSize: 200).records.contains { $0.mediaID == movie.id }))

            // A server error keeps the alert and says why.
            try await expectGrabRefused(grab, row: index, message: "Download client is unavailable", in: flow, simulator: simulator, service: .radarr)
            #expect(!(try await repository.queue(pageSize: 200).records.contains { $0.mediaID == movie.id }))

            // Grabbing dismisses the alert, posts a toast (the one message about it), the queue has it.
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            #expect(shell.display.lastToast == nil)
            flow.answer("Grab")
            await flow.settle()
            flow.expect { $0.dismiss() }
            let toast = "✓ Grabbed \(release.title), it is in the queue"
            #expect(shell.display.lastToast?.message == toast)
            shell.render()
            #expect(terminal.screenText[0].contains(toast), "\(terminal.screenString)")
            #expect(terminal.screenText.count { $0.contains("Grabbed") } == 1, "\(terminal.screenString)")
            #expect(try await repository.queue(pageSize: 200).records.contains { $0.mediaID == movie.id && $0.title == release.title })
            flow.back { $0.dismiss() }
            flow.press("Q") {
                $0.pop()
                $0.push(RadarrRoute.activity(.queue))
            }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: ActivityScreen.self).rows.contains { $0.mediaID == movie.id && $0.title == release.title })
            flow.finish()
        }
    }

    @Test func releasesSortByEveryColumnWithRejectedLastAndMarked() async throws {
        try await withRadarrFlow { flow, _, repository in
            let id = try #require(try await repository.movies().first?.id)
            flow.open("/radarr/movie/\(id)/releases") {
                $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: id))
                $0.present(RadarrModal.interactiveSearch(movieID: id), style: .fullScreen)
            }
            await flow.settle()
            let search = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            #expect(search.releases.contains { !$0.isApproved })
            for sort in ReleaseSort.allCases {
                for reversed in [false, true] {
                    search.sort(by: sort, reversed: reversed)
                    let approved = search.releases.prefix { $0.isApproved }
                    #expect(search.releases.dropFirst(approved.count).allSatisfy { !$0.isApproved }, "rejected last by \(sort)")
                    switch sort {
                    case .quality: break
                    case .indexer, .formats, .release:
                        // Text sorts from A to Z.
                        let texts = approved.map { release in
                            sort == .indexer ? release.indexer : sort == .formats ? release.customFormats.joined(separator: ", ") : release.title
                        }
                        let ordered = texts.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
                        #expect(texts == (reversed ? Array(ordered.reversed()) : ordered), "\(sort) reversed: \(reversed): \(texts)")
                    case .score, .size, .age, .seeders:
                        let keys: [Double] = approved.map { release in
                            switch sort {
                            case .score: Double(release.customFormatScore)
                            case .size: Double(release.size)
                            case .age: Double(-release.ageInDays)
                            default: Double(release.seeders ?? -1)
                            }
                        }
                        #expect(keys == (reversed ? keys.sorted() : keys.sorted(by: >)), "\(sort) reversed: \(reversed)")
                    }
                }
            }
            search.sort(by: .quality)
            #expect(
                search.releases.first.map { $0.quality.contains("2160p") || $0.quality.contains("Remux") } == true,
                "\(search.releases.map(\.quality))")
            // A rejected release shows its reasons at 80×24.
            let rejected = try #require(search.releases.lastIndex { !$0.isApproved })
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            for _ in 0..<rejected { _ = shell.handle(.down) }
            shell.render()
            let reason = try #require(search.releases[rejected].rejections.first)
            #expect(terminal.row(containing: "✗ " + reason) != nil, "\(terminal.screenString)")
            #expect(terminal.row(containing: "Seeders") != nil)
            // Each release's custom-format score stands beside its quality.
            let scored = try #require(search.releases.first { $0.customFormatScore > 0 })
            #expect(terminal.row(containing: "+\(scored.customFormatScore)") != nil, "\(terminal.screenString)")
            for line in terminal.screenText { #expect(line.displayWidth <= 80) }
            await flow.settle()
            flow.finish()
        }
    }

    @Test func interactiveSearchAndGrabHaveLinks() async throws {
        try await withRadarrFlow { flow, _, repository in
            let id = try #require(try await repository.movies().first?.id)
            flow.open("/radarr/movie/\(id)/releases") {
                $0.setStack(RadarrRoute.library, RadarrRoute.movie(id: id))
                $0.present(RadarrModal.interactiveSearch(movieID: id), style: .fullScreen)
            }
            await flow.settle()
            #expect(flow.focusedScreen(as: ReleasesScreen.self)?.isLoaded == true)
            #expect(flow.host.deepLinks.link(for: RadarrModal.interactiveSearch(movieID: id)) == "marquee://radarr/movie/\(id)/releases")
            let guid = try #require(try await repository.releases(movieID: id).first?.guid)
            flow.open("/radarr/movie/\(id)/releases/\(guid)/grab") { $0.present(RadarrModal.grabRelease(movieID: id, guid: guid), style: .alert) }
            await flow.settle()
            #expect(flow.focusedScreen(as: GrabReleaseScreen.self)?.release?.guid == guid)
            #expect(
                flow.host.deepLinks.link(for: RadarrModal.grabRelease(movieID: id, guid: guid))
                    == "marquee://radarr/movie/\(id)/releases/\(guid)/grab")
            flow.finish()
        }
    }
}
