import LidarrAPI
import LidarrFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeTesting
import ServarrScreens
import ServarrSimulator
import ServarrTesting
import Testing

/// A flow test with the Lidarr module and a repository talking to the simulator over loopback.
@MainActor
func withLidarrFlow(
    exhaustive: Bool = true, downloadDuration: Duration = .seconds(600), _ body: (FlowTest, ServarrSimulator, LidarrRepository) async throws -> Void
) async throws {
    try await withServarrFlow(
        LidarrModule(), exhaustive: exhaustive, downloadDuration: downloadDuration,
        configuration: { $0.lidarrConfiguration(timeout: .seconds(10)) }, body)
}

/// Lidarr's own flows, exhaustive against the simulator: artist → album → tracks and the
/// album's interactive search; adding an artist through nested pickers (quality profile,
/// metadata profile, root folder, monitor) and a confirmation, with cancel at every depth.
@MainActor
@Suite(.serialized) struct LidarrFlowTests {
    @Test func artistToAlbumToTracksThenInteractiveSearchAndGrab() async throws {
        try await withLidarrFlow { flow, _, repository in
            flow.expect { $0.setStack(LidarrRoute.library) }
            await flow.settle()
            let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<LidarrService>.self)
            let index = try #require(library.shown.firstIndex { $0.title == "Radiohead" })
            let radiohead = library.shown[index]
            flow.selectRow(index) { $0.push(LidarrRoute.artist(id: radiohead.id)) }
            await flow.settle()
            let artist = try flow.requireFocusedScreen(as: ArtistDetailScreen.self)
            #expect(artist.title == "Radiohead")
            try #require(artist.rows.map(\.title) == ["OK Computer", "Kid A", "In Rainbows"])
            flow.selectRow(2) { $0.push(LidarrRoute.album(id: artist.rows[2].id)) }
            await flow.settle()
            let album = try flow.requireFocusedScreen(as: AlbumDetailScreen.self)
            #expect(album.title == "In Rainbows")
            try #require(album.rows.count == 10)
            #expect(album.rows[3].title == "Weird Fishes/Arpeggi")
            #expect(album.rows.allSatisfy { !$0.hasFile })
            #expect(flow.host.deepLinks.link(for: LidarrRoute.album(id: album.albumID)) == "marquee://lidarr/album/\(album.albumID)")

            let search = LidarrModal.interactiveSearch(albumID: album.albumID)
            flow.press("i") { $0.present(search, style: .fullScreen) }
            await flow.settle()
            let releases = try flow.requireFocusedScreen(as: ReleasesScreen.self)
            let row = try #require(releases.releases.firstIndex { $0.isApproved })
            let release = releases.releases[row]
            let grab = LidarrModal.grabRelease(albumID: album.albumID, guid: release.guid)
            flow.selectRow(row) { $0.present(grab, style: .alert) }
            await flow.settle()
            flow.answer("Cancel") { $0.dismiss() }
            flow.selectRow(row) { $0.present(grab, style: .alert) }
            await flow.settle()
            flow.answer("Grab")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try await repository.queue(pageSize: 100).records.contains { $0.title == release.title })
            flow.back { $0.dismiss() }
            flow.back { $0.pop() }
            flow.back { $0.pop() }
            await flow.settle()
            flow.finish()
        }
    }

    /// Opens `picker` from the options and chooses the row whose value is `value`.
    private func pick<Value: Hashable & Sendable>(_ flow: FlowTest, _ picker: LidarrModal, _ value: Value, open: () throws -> Void) async throws {
        flow.perform("open \(picker)", { _ in try open() }) { $0.present(picker) }
        let screen = try flow.requireFocusedScreen(as: ValuePickerScreen<Value>.self)
        let row = try #require(screen.choices.firstIndex { $0.value == value }, "\(value) in \(screen.choices.map(\.value))")
        flow.selectRow(row) { $0.dismiss() }
        await flow.settle()
    }

    @Test func addArtistWithMetadataProfileThroughNestedPickersCancellingAtEveryDepth() async throws {
        try await withLidarrFlow { flow, _, repository in
            flow.expect { $0.setStack(LidarrRoute.library) }
            await flow.settle()
            flow.press("a") { $0.present(LidarrModal.addLookup(term: "")) }
            let lookup = try flow.requireFocusedScreen(as: AddLookupScreen<LidarrService>.self)
            lookup.search(for: "portishead")
            await flow.settle()
            let index = try #require(lookup.results.firstIndex { $0.title == "Portishead" })
            let id = lookup.results[index].externalID
            flow.selectRow(index) { $0.push(LidarrModal.addOptions(id)) }
            await flow.settle()
            let options = try flow.requireFocusedScreen(as: AddOptionsScreen<LidarrService>.self)

            // Cancel at the picker's depth: Escape leaves the draft as it was.
            flow.perform("open metadata", { _ in try options.choose(.metadataProfile) }) {
                $0.present(LidarrModal.pickMetadataProfile(foreignArtistID: id))
            }
            flow.back { $0.dismiss() }
            #expect(options.draft.metadataProfileID == nil)

            try await pick(flow, .pickQualityProfile(id), 2) { try options.chooseQualityProfile() }
            try await pick(flow, .pickMetadataProfile(foreignArtistID: id), "2") { try options.choose(.metadataProfile) }
            try await pick(flow, .pickRootFolder(id), "/classical") { try options.chooseRootFolder() }
            try await pick(flow, .pickMonitor(foreignArtistID: id), "latest") { try options.choose(.monitor) }
            #expect(options.draft.metadataProfileID == 2)
            let profiles = try await repository.metadataProfiles()
            #expect(options.valueText(.metadataProfile) == profiles.first { $0.id == 2 }?.name, "the profile is shown by name")
            #expect(options.valueText(.monitor) == "Latest album")

            // Cancel at the confirmation's depth: nothing is added, the options stay.
            let confirm = LidarrModal.confirmAdd(id)
            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(confirm, style: .alert) }
            flow.answer("Cancel") { $0.dismiss() }
            #expect(try await repository.artists().contains { $0.title == "Portishead" } == false)

            flow.perform("add", { _ in try options.requestAdd() }) { $0.present(confirm, style: .alert) }
            let confirmation = try flow.requireFocusedScreen(as: ConfirmAddScreen.self)
            #expect(confirmation.message == "Add Portishead to /classical, monitoring latest album?")
            flow.answer("Add")
            await flow.settle()
            let added = try #require(try await repository.artists().first { $0.title == "Portishead" })
            flow.expect {
                $0.dismissAll()
                $0.push(LidarrRoute.artist(id: added.id))
            }
            #expect(added.qualityProfileID == 2 && added.metadataProfileID == 2)
            #expect(added.path == "/classical/Portishead")
            #expect(try await repository.albums(artistID: added.id).map(\.isMonitored) == [false, true])
            await flow.settle()

            // Cancel at the sheet's depth: a second add sheet closes with Escape.
            flow.press("a") { $0.present(LidarrModal.addLookup(term: "")) }
            flow.back { $0.dismiss() }
            await flow.settle()
            flow.finish()
        }
    }
}
