import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrScreens
import SonarrAPI
import SonarrFeature
import Testing

/// Issue 14's rough edges in Sonarr: the edit sheet chooses its quality profile in the add
/// flow's picker and the save is confirmed; a monitor toggle on the library is confirmed.
@MainActor
@Suite(.serialized) struct SonarrEditAndFeedbackTests {
    @Test func editChoosesTheQualityProfileInThePickerAndMonitorIsConfirmed() async throws {
        try await withSonarrFlow { flow, _, repository in
            flow.expect { $0.setStack(SonarrRoute.library) }
            await flow.settle()
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: InMemoryTerminal(size: Size(width: 80, height: 24)))
            shell.render()
            let library = try flow.requireFocusedScreen(as: SeriesLibraryScreen.self)
            let series = try #require(library.selectedSeries)
            flow.press("m") { _ in }
            await flow.settle()
            #expect(
                shell.display.lastToast?.message == (series.isMonitored ? "✓ No longer monitoring \(series.title)" : "✓ Monitoring \(series.title)"))

            let profiles = try await repository.qualityProfiles()
            let other = try #require(profiles.first { $0.id != series.qualityProfileID })
            flow.press("e") { $0.present(SonarrModal.edit(id: series.id)) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: EditSeriesScreen.self)
            for _ in 0..<3 { shell.handle(.down) }
            #expect(edit.focus == .qualityProfile)
            shell.handle(.left)
            #expect(edit.edited?.qualityProfileID == series.qualityProfileID, "←→ do not cycle the profile")
            flow.perform("enter", { _ in shell.handle(.enter) }) { $0.present(SonarrModal.pickEditedQualityProfile(id: series.id)) }
            let picker = try flow.requireFocusedScreen(as: ValuePickerScreen<Int>.self)
            #expect(picker.choices.map(\.label) == profiles.map(\.name))
            flow.selectRow(try #require(profiles.firstIndex { $0.id == other.id })) { $0.dismiss() }
            await flow.settle()
            #expect(edit.edited?.qualityProfileID == other.id)
            flow.perform("ctrl-o", { _ in shell.handle(.control("o")) }) { _ in }  // the alias of ctrl-s
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try await repository.series(id: series.id).qualityProfileID == other.id)
            #expect(shell.display.lastToast?.message == "✓ Saved \(series.title)")
            flow.finish()
        }
    }
}
