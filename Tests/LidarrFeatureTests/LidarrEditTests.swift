import LidarrAPI
import LidarrFeature
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import Testing

/// Lidarr's edit sheet changes what only Lidarr has: the metadata profile, shown by name and
/// cycled with ←→ among the server's profiles, and which new albums are monitored.
@MainActor
@Suite(.serialized) struct LidarrEditTests {
    @Test func theMetadataProfileIsChosenByNameAndSaved() async throws {
        try await withLidarrFlow { flow, _, repository in
            flow.expect { $0.setStack(LidarrRoute.library) }
            await flow.settle()
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            shell.render()
            let library = try flow.requireFocusedScreen(as: MediaLibraryScreen<LidarrService>.self)
            let artist = try #require(library.selectedItem)
            let profiles = try await repository.metadataProfiles()
            try #require(profiles.count >= 2)
            let current = try #require(profiles.firstIndex { $0.id == artist.metadataProfileID })
            let next = profiles[(current + 1) % profiles.count]

            flow.press("e") { $0.present(LidarrModal.edit(id: artist.id)) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: EditMediaScreen<LidarrService>.self)
            shell.render()
            #expect(terminal.screenString.contains("‹ \(profiles[current].name) ›"), "the profile is shown by name: \(terminal.screenString)")
            while edit.focus != .metadataProfile { shell.handle(.down) }
            shell.handle(.right)
            #expect(edit.edited?.metadataProfileID == next.id)
            shell.render()
            #expect(terminal.screenString.contains("‹ \(next.name) ›"))
            shell.handle(.left)
            #expect(edit.edited?.metadataProfileID == profiles[current].id)
            shell.handle(.left)
            #expect(edit.edited?.metadataProfileID == profiles[(current + profiles.count - 1) % profiles.count].id, "← wraps around")
            shell.handle(.right)
            shell.handle(.right)
            #expect(edit.edited?.metadataProfileID == next.id)
            flow.perform("ctrl-s", { _ in shell.handle(.control("s")) }) { _ in }
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try await repository.artist(id: artist.id).metadataProfileID == next.id)
            #expect(shell.display.lastToast?.message == "✓ Saved \(artist.title)")
            flow.finish()
        }
    }
}
