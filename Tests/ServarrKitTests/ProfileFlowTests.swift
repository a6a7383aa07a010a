import Foundation
import MarqueeHost
import MarqueeNavigation
import MarqueeShell
import MarqueeTerminal
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import ServarrTesting
import Testing

/// A kit case whose service has the profile screens (all of them do).
@MainActor
protocol ProfileKitCase: KitCase where Service: ServarrProfileService {}

extension RadarrCase: ProfileKitCase {}
extension SonarrCase: ProfileKitCase {}
extension LidarrCase: ProfileKitCase {}

/// The services the profile tests run for.
enum ProfileKitCases {
    static let all: [any ProfileKitCase.Type] = [RadarrCase.self, SonarrCase.self, LidarrCase.self]
}

/// The profile screens of every service (quality profiles, custom formats, delay and release
/// profiles, quality sizes) over real HTTP to the simulator: each change, each one's failure
/// (the server's reason shown, the typed input kept), and copying to another instance with the
/// changes there shown first.
@MainActor
@Suite(.serialized) struct ProfileFlowTests {
    private func open<Case: ProfileKitCase>(_ area: ProfileRoute, _ service: Case.Type, in flow: FlowTest) async throws -> ManagementScreen {
        flow.open("/\(Case.name)/\(area.rawValue)") {
            if area == .qualityDefinitions {
                $0.setStack(Case.library, Case.Service.profiles(.qualityProfiles), Case.Service.profiles(area))
            } else if area == .naming {
                $0.setStack(Case.library, Case.Service.manage(.rootFolders), Case.Service.profiles(area))
            } else {
                $0.setStack(Case.library, Case.Service.profiles(area))
            }
        }
        await flow.settle()
        let screen = try flow.requireFocusedScreen(as: ManagementScreen.self)
        #expect(screen.failure == nil, "\(area): \(screen.failure ?? "")")
        return screen
    }

    private func fail<Case: ProfileKitCase>(
        _ service: Case.Type, _ simulator: ServarrSimulator, _ method: String, _ path: String, _ message: String
    ) async {
        await simulator.faults.add(
            FaultRule(
                .serverError(message: message), service: Case.simulated, operation: "\(method)/\(Case.Service.Repository.api.root)/\(path)",
                remaining: 1))
    }

    @Test(arguments: ProfileKitCases.all)
    func everySectionOpensByKeyAndLinkAndFitsAt80x24(_ service: any ProfileKitCase.Type) async throws {
        try await sections(service)
    }

    private func sections<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, _ in
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)
            flow.expect { $0.setStack(Case.library) }
            await flow.settle()
            let offered = flow.host.keyCommands(for: flow.state.focusedEntry).map { "\($0.key) \($0.title)" }
            let sections = ProfileRoute.allCases.filter { $0.key != nil }
            for (index, area) in sections.enumerated() {
                #expect(offered.contains("\(area.key!) \(area.title)"), "\(area): \(offered)")
                flow.press(area.key!) {
                    if index > 0 { $0.pop() }
                    $0.push(Case.Service.profiles(area))
                }
                await flow.settle()
                let screen = try flow.requireFocusedScreen(as: ManagementScreen.self)
                #expect(screen.isLoaded && screen.failure == nil && !screen.rows.isEmpty, "\(area): \(screen.failure ?? "")")
                #expect(flow.host.deepLinks.link(for: Case.Service.profiles(area)) == "marquee://\(Case.name)/\(area.rawValue)")
                shell.render()
                #expect(terminal.row(containing: screen.summary) != nil, "\(area): \(terminal.screenString)")
                for line in terminal.screenText { #expect(line.displayWidth <= 80) }
            }
            flow.press("V") {
                $0.pop()
                $0.push(Case.Service.profiles(.qualityProfiles))
            }
            await flow.settle()
            let profiles = try flow.requireFocusedScreen(as: ManagementScreen.self)
            // Each profile names its cutoff; the one scoring formats lists them below the table.
            #expect(profiles.rows.allSatisfy { $0.details.first != "?" })
            #expect(profiles.rows.contains { $0.footnote?.contains("+") == true })
            profiles.perform("z")
            flow.expect { $0.push(Case.Service.profiles(.qualityDefinitions)) }
            await flow.settle()
            let sizes = try flow.requireFocusedScreen(as: ManagementScreen.self)
            #expect(sizes.rows.count > 5 && sizes.summary.contains("MB per minute"))
            flow.finish()
        }
    }

    @Test(arguments: ProfileKitCases.all)
    func aQualityProfileIsEditedAndARefusalKeepsTheChoices(_ service: any ProfileKitCase.Type) async throws {
        try await profileEdit(service)
    }

    private func profileEdit<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let screen = try await open(.qualityProfiles, service, in: flow)
            let stored = try #require(try await repository.qualityProfileListing().elements.last)
            try screen.selectRow(at: try #require(screen.rows.firstIndex { $0.id == stored.id }))
            flow.expect { $0.present(Case.Service.profileModal(.editQualityProfile(id: stored.id)), style: .sheet) }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: QualityProfileEditScreen.self)
            #expect(sheet.qualities.map(\.title) == stored.items.reversed().map(\.title))
            // The name takes the keys (the footer advertises none it types); a quality row does not.
            sheet.select(.name)
            #expect(sheet.textFieldHasFocus)
            sheet.select(.quality(0))
            #expect(!sheet.textFieldHasFocus)

            // A refused quality cannot be the cutoff; every quality refused, the server says why.
            let refused = try #require(sheet.qualities.firstIndex { !$0.isAllowed })
            sheet.select(.quality(refused))
            sheet.makeCutoff()
            #expect(sheet.failure == "Only an allowed quality can be the cutoff")
            for index in sheet.qualities.indices where sheet.qualities[index].isAllowed {
                sheet.select(.quality(index))
                sheet.toggle()
            }
            sheet.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(sheet.failure?.contains("at least one allowed quality") == true, "\(sheet.failure ?? "")")
            #expect(sheet.qualities.allSatisfy { !$0.isAllowed }, "the choices are kept")
            #expect(try await repository.qualityProfile(id: stored.id) == stored)

            // Allow the refused one, make it the cutoff and the most preferred, change a score.
            sheet.select(.quality(refused))
            sheet.toggle()
            sheet.makeCutoff()
            for _ in 0..<refused { sheet.move(up: true) }
            sheet.setText("abc", of: .score(0))
            sheet.submit()
            #expect(sheet.failure == "The score of \(stored.formatScores[0].name) must be a whole number")
            sheet.setText("-75", of: .score(0))
            sheet.select(.upgrades)
            sheet.toggle()
            sheet.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let saved = try await repository.qualityProfile(id: stored.id)
            let chosen = stored.items.reversed()[refused]
            #expect(saved.items.last?.title == chosen.title && saved.cutoff == chosen.cutoffID)
            #expect(saved.items.filter(\.isAllowed).map(\.title) == [chosen.title])
            #expect(saved.formatScores[0].score == -75 && saved.upgradeAllowed == !stored.upgradeAllowed)
            await flow.settle()
            #expect(screen.rows.first { $0.id == stored.id }?.details.first == chosen.title)
            flow.finish()
        }
    }

    @Test(arguments: ProfileKitCases.all)
    func customFormatsAreCreatedFromTheSchemaEditedClonedAndDeleted(_ service: any ProfileKitCase.Type) async throws {
        try await formats(service)
    }

    private func formats<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let screen = try await open(.customFormats, service, in: flow)
            #expect(screen.rows.first?.footnote?.isEmpty == false, "the conditions show below the table")

            // A new format: the kinds come from the schema; the server's refusals keep the form.
            screen.perform("n")
            flow.expect { $0.present(Case.Service.profileModal(.newCustomFormat), style: .sheet) }
            await flow.settle()
            let form = try flow.requireFocusedScreen(as: CustomFormatEditScreen.self)
            let kinds = form.kinds.map(\.implementationName)
            #expect(kinds.contains("Release Title") && kinds.contains("Size") && kinds.contains("Release Group"), "\(kinds)")
            form.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(form.failure?.contains("'Name' must not be empty") == true, "\(form.failure ?? "")")
            form.setText("x265", of: "name")
            form.choose("Release Title", in: "add")
            form.addCondition()
            #expect(form.focusedRow == "c0.name")
            form.setText("x265 (", of: "c0.field.value")
            form.choose("Size", in: "add")
            form.addCondition()
            form.setText("1", of: "c1.field.min")
            form.setText("lots", of: "c1.field.max")
            form.toggle("c1.required")
            form.toggle("rename")
            let choosesResolution = kinds.contains("Resolution")
            if choosesResolution {
                form.choose("Resolution", in: "add")
                form.addCondition()
                form.choose("R2160p", in: "c2.field.value")
            }
            form.submit()
            #expect(form.failure == "Maximum Size of ‘Size’ must be a number")
            form.setText("15.5", of: "c1.field.max")
            form.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(form.failure?.contains("Invalid Regex") == true, "\(form.failure ?? "")")
            #expect(form.value(of: "c0.field.value") == "x265 (" && form.value(of: "name") == "x265", "the form is kept")
            form.setText(#"\bx265\b"#, of: "c0.field.value")
            form.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let created = try #require(try await repository.customFormatListing().elements.first { $0.name == "x265" })
            #expect(created.includeWhenRenaming)
            #expect(
                created.conditions.map(\.implementation)
                    == ["ReleaseTitleSpecification", "SizeSpecification"] + (choosesResolution ? ["ResolutionSpecification"] : []))
            #expect(created.conditions[0].summary == #"\bx265\b"#)
            #expect(created.conditions[1].required && created.conditions[1].fields.first { $0.name == "max" }?.value == .number(15.5))
            if choosesResolution { #expect(created.conditions[2].summary == "R2160p") }
            await flow.settle()
            let createdRow = try #require(screen.rows.firstIndex { $0.id == created.id })

            // Edit: negate a condition, change another's kind, add one and remove it again.
            try screen.selectRow(at: createdRow)
            flow.expect { $0.present(Case.Service.profileModal(.editCustomFormat(id: created.id)), style: .sheet) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: CustomFormatEditScreen.self)
            #expect(edit.value(of: "c0.field.value") == #"\bx265\b"# && edit.value(of: "c1.field.max") == "15.5")
            edit.toggle("c0.negate")
            edit.choose("Release Group", in: "c1.kind")
            #expect(edit.value(of: "c1.field.max") == nil && edit.value(of: "c1.field.value") == "")
            edit.setText("^(NTb)$", of: "c1.field.value")
            edit.addCondition()
            edit.removeCondition(at: created.conditions.count)
            edit.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let edited = try #require(try await repository.customFormatListing().elements.first { $0.id == created.id })
            #expect(edited.conditions.count == created.conditions.count && edited.conditions[0].negate)
            #expect(edited.conditions[1].implementation == "ReleaseGroupSpecification" && edited.conditions[1].summary == "^(NTb)$")

            // Clone: the form opens filled in under a free name and creates a second format.
            await flow.settle()
            screen.highlight(row: try #require(screen.rows.firstIndex { $0.id == created.id }))
            screen.perform("c")
            flow.expect { $0.present(Case.Service.profileModal(.cloneCustomFormat(id: created.id)), style: .sheet) }
            await flow.settle()
            let clone = try flow.requireFocusedScreen(as: CustomFormatEditScreen.self)
            #expect(clone.value(of: "name") == "x265 (copy)")
            clone.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let copy = try #require(try await repository.customFormatListing().elements.first { $0.name == "x265 (copy)" })
            #expect(copy.id != created.id && copy.conditions == edited.conditions)
            await flow.settle()

            screen.highlight(row: try #require(screen.rows.firstIndex { $0.id == copy.id }))
            screen.perform("d")
            flow.expect { $0.present(Case.Service.profileModal(.deleteCustomFormat(id: copy.id)), style: .alert) }
            await flow.settle()
            let alert = try flow.requireFocusedScreen(as: ConfirmActionScreen.self)
            #expect(alert.message.contains("‘\(copy.name)’"))
            await fail(service, simulator, "delete", "customformat/{id}", "Database is locked")
            flow.answer("Delete")
            await flow.settle()
            flow.expectNoChange()
            #expect(alert.failure == "Database is locked")
            flow.answer("Delete")
            await flow.settle()
            flow.expect { $0.dismiss() }
            await flow.settle()
            #expect(try await repository.customFormatListing().elements.contains { $0.id == copy.id } == false)
            #expect(screen.rows.contains { $0.id == copy.id } == false)
            flow.finish()
        }
    }

    @Test(arguments: ProfileKitCases.all)
    func theCustomFormatFormWorksByKeysAndEscOnAChangedOneAsksFirst(_ service: any ProfileKitCase.Type) async throws {
        try await formKeys(service)
    }

    private func formKeys<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let screen = try await open(.customFormats, service, in: flow)
            let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
            let shell = Shell(environment: HostShellEnvironment(host: flow.host), backend: terminal)

            // Unchanged: one Esc closes the form.
            screen.perform("n")
            flow.expect { $0.present(Case.Service.profileModal(.newCustomFormat), style: .sheet) }
            await flow.settle()
            shell.handle(.escape)
            flow.expect { $0.dismiss() }

            screen.perform("n")
            flow.expect { $0.present(Case.Service.profileModal(.newCustomFormat), style: .sheet) }
            await flow.settle()
            let form = try flow.requireFocusedScreen(as: CustomFormatEditScreen.self)
            let kinds = form.kinds.map(\.implementationName)
            try #require(kinds.count >= 3)
            for letter in "HDR" { shell.handle(.character(letter)) }
            shell.handle(.down)
            shell.handle(.down)
            #expect(form.focusedRow == "add")
            shell.handle(.right)
            shell.handle(.enter)
            #expect(form.value(of: "c0.kind") == kinds[1] && form.focusedRow == "c0.name")
            shell.handle(.up)
            shell.handle(.right)
            #expect(form.value(of: "c0.kind") == kinds[2], "→ changes the kind, and its fields follow")
            #expect(form.form.fields.contains { $0.id.hasPrefix("c0.field.") })
            shell.render()
            #expect(terminal.screenString.contains("Condition 1") && terminal.screenString.contains(kinds[2]), "\(terminal.screenString)")
            shell.handle(.character("d"))
            #expect(form.value(of: "c0.kind") == nil && form.focusedRow == "add", "d on a kind row removes the condition")

            // Changed: Esc asks in the sheet; Esc keeps editing; Esc and Enter discard.
            shell.handle(.escape)
            flow.expectNoChange()
            #expect(form.isAskingToDiscard)
            shell.render()
            #expect(terminal.screenString.contains("Discard your changes?"), "\(terminal.screenString)")
            shell.handle(.escape)
            #expect(!form.isAskingToDiscard && form.value(of: "name") == "HDR")
            shell.handle(.escape)
            shell.handle(.enter)
            flow.expect { $0.dismiss() }
            #expect(try await repository.customFormatListing().elements.contains { $0.name == "HDR" } == false)
            await flow.settle()
            flow.finish()
        }
    }

    @Test(arguments: ProfileKitCases.all)
    func aProfileIsCreatedFromTheSchemaWithGroupsAndDeletedAfterConfirmation(_ service: any ProfileKitCase.Type) async throws {
        try await newProfile(service)
    }

    private func newProfile<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let screen = try await open(.qualityProfiles, service, in: flow)
            let formats = try await repository.customFormatListing().elements
            screen.perform("n")
            flow.expect { $0.present(Case.Service.profileModal(.newQualityProfile), style: .sheet) }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: QualityProfileEditScreen.self)
            #expect(sheet.title == "New quality profile")
            #expect(sheet.draft?.formatScores.map(\.name) == formats.map(\.name), "every format is offered, at 0")
            sheet.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(sheet.failure?.contains("'Name' must not be empty") == true, "\(sheet.failure ?? "")")
            sheet.setText("Remux", of: .name)

            // The best and the third best in one group (marked), renamed; it becomes the cutoff.
            let (best, second, third) = (sheet.qualities[0].title, sheet.qualities[1].title, sheet.qualities[2].title)
            sheet.select(.quality(0))
            sheet.mark()
            sheet.select(.quality(2))
            sheet.mark()
            sheet.groupMarked()
            #expect(sheet.qualities[0].isGroup && sheet.qualities[0].items.map(\.title) == [third, best])
            #expect(sheet.qualities[1].title == second)
            #expect(sheet.groupName?.text == "\(best) / \(third)")
            sheet.setGroupName(" ")
            sheet.finishRenaming()
            #expect(sheet.failure == "A group needs a name")
            sheet.setGroupName("Best")
            sheet.finishRenaming()
            #expect(sheet.qualities[0].title == "Best" && sheet.groupName == nil && sheet.failure == nil)
            if !sheet.qualities[0].isAllowed { sheet.toggle() }
            sheet.makeCutoff()

            // With nothing marked, g groups the highlighted quality with the one below; u splits it.
            sheet.select(.quality(1))
            sheet.groupMarked()
            sheet.finishRenaming()
            #expect(sheet.qualities[1].isGroup && sheet.qualities[1].items.count == 2)
            sheet.splitGroup()
            #expect(sheet.qualities[1].title == second && !sheet.qualities[2].isGroup)
            sheet.splitGroup()
            #expect(sheet.failure == "Only a group can be split")
            sheet.setText("100", of: .score(0))
            sheet.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let created = try #require(try await repository.qualityProfileListing().elements.first { $0.name == "Remux" })
            let group = try #require(created.items.last)
            #expect(group.name == "Best" && group.items.map(\.title) == [third, best] && created.cutoff == group.id)
            #expect(created.formatScores.first?.score == 100)

            // Delete it, through a refusal.
            await flow.settle()
            screen.highlight(row: try #require(screen.rows.firstIndex { $0.id == created.id }))
            screen.perform("d")
            flow.expect { $0.present(Case.Service.profileModal(.deleteQualityProfile(id: created.id)), style: .alert) }
            await flow.settle()
            let alert = try flow.requireFocusedScreen(as: ConfirmActionScreen.self)
            #expect(alert.message.contains("‘Remux’"))
            await fail(service, simulator, "delete", "qualityprofile/{id}", "QualityProfile [Remux] is in use.")
            flow.answer("Delete")
            await flow.settle()
            flow.expectNoChange()
            #expect(alert.failure == "QualityProfile [Remux] is in use.")
            flow.answer("Delete")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try await repository.qualityProfileListing().elements.contains { $0.id == created.id } == false)
            flow.finish()
        }
    }

    @Test(arguments: ProfileKitCases.all)
    func delayProfilesAreCreatedEditedAndDeletedInTheirForm(_ service: any ProfileKitCase.Type) async throws {
        try await delays(service)
    }

    private func delays<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let label = try await repository.createTag(label: "anime").label
            let screen = try await open(.delayProfiles, service, in: flow)
            #expect(screen.rows.first?.title == "Every title (default)")
            screen.perform("x")
            await flow.settle()
            #expect(screen.rows.first?.details.first == "usenet only")

            // A new profile: the server wants a tag; the form keeps what was typed.
            screen.perform("n")
            flow.expect { $0.present(Case.Service.profileModal(.newDelayProfile), style: .sheet) }
            await flow.settle()
            let form = try flow.requireFocusedScreen(as: DelayProfileEditScreen.self)
            form.setText("soon", of: "usenetDelay")
            form.submit()
            #expect(form.failure == "The usenet delay must be a whole number")
            form.setText("90", of: "usenetDelay")
            form.setText("-5", of: "torrentDelay")
            form.submit()
            #expect(form.failure == "The torrent delay must be 0 or more")
            form.setText("240", of: "torrentDelay")
            form.choose("torrent", in: "preferred")
            form.toggle("bypassScore")
            form.setText("1500", of: "minimumScore")
            form.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(form.failure == "'Tags' must not be empty.", "\(form.failure ?? "")")
            #expect(form.value(of: "usenetDelay") == "90" && form.value(of: "preferred") == "torrent")
            form.setText("nope", of: "tags")
            form.submit()
            #expect(form.failure == "No tag is named ‘nope’ (create it on the tags screen)")
            form.setText(label.uppercased(), of: "tags")
            form.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let created = try #require(try await repository.delayProfiles().elements.first { $0.id != 1 })
            #expect(created.usenetDelay == 90 && created.torrentDelay == 240 && created.preferredProtocol == "torrent")
            #expect(created.bypassIfAboveCustomFormatScore && created.minimumCustomFormatScore == 1500 && created.tagIDs.count == 1)
            await flow.settle()
            #expect(screen.rows.contains { $0.title == "Tags: \(label)" })

            // Edit it: both protocols off is refused by the server, then one on saves.
            screen.highlight(row: try #require(screen.rows.firstIndex { $0.id == created.id }))
            screen.perform("e")
            flow.expect { $0.present(Case.Service.profileModal(.editDelayProfile(id: created.id)), style: .sheet) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: DelayProfileEditScreen.self)
            #expect(edit.value(of: "tags") == label && edit.value(of: "minimumScore") == "1500")
            edit.toggle("usenet")
            edit.toggle("torrent")
            edit.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(edit.failure == "Either Usenet or Torrent should be enabled")
            edit.toggle("torrent")
            edit.toggle("bypassHighest")
            edit.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let edited = try #require(try await repository.delayProfiles().elements.first { $0.id == created.id })
            #expect(!edited.enableUsenet && edited.enableTorrent && edited.bypassIfHighestQuality)

            // The default profile stays; the new one goes after its confirmation.
            await flow.settle()
            screen.highlight(row: try #require(screen.rows.firstIndex { $0.id == 1 }))
            screen.perform("d")
            flow.expect { $0.present(Case.Service.profileModal(.deleteDelayProfile(id: 1)), style: .alert) }
            await flow.settle()
            let refused = try flow.requireFocusedScreen(as: ConfirmActionScreen.self)
            flow.answer("Delete")
            await flow.settle()
            flow.expectNoChange()
            #expect(refused.failure == "Cannot delete global delay profile")
            flow.back(assert: { $0.dismiss() })
            await flow.settle()
            screen.highlight(row: try #require(screen.rows.firstIndex { $0.id == created.id }))
            screen.perform("d")
            flow.expect { $0.present(Case.Service.profileModal(.deleteDelayProfile(id: created.id)), style: .alert) }
            await flow.settle()
            #expect(try flow.requireFocusedScreen(as: ConfirmActionScreen.self).message == "Delete the delay profile for Tags: \(label)?")
            await fail(service, simulator, "delete", "delayprofile/{id}", "Database is locked")
            flow.answer("Delete")
            await flow.settle()
            flow.expectNoChange()
            flow.answer("Delete")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try await repository.delayProfiles().elements.map(\.id) == [1])
            flow.finish()
        }
    }

    @Test(arguments: ProfileKitCases.all)
    func releaseProfilesAreCreatedEditedSwitchedAndDeletedInTheirForm(_ service: any ProfileKitCase.Type) async throws {
        try await releases(service)
    }

    private func releases<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, simulator, repository in
            let label = try await repository.createTag(label: "hdr").label
            let indexer = try #require(try await repository.indexers().elements.first)
            let screen = try await open(.releaseProfiles, service, in: flow)
            let seeded = try #require(try await repository.releaseProfiles().elements.first)
            screen.perform("x")
            await flow.settle()
            #expect(try await repository.releaseProfiles().elements.first?.isEnabled == !seeded.isEnabled)

            screen.perform("n")
            flow.expect { $0.present(Case.Service.profileModal(.newReleaseProfile), style: .sheet) }
            await flow.settle()
            let form = try flow.requireFocusedScreen(as: ReleaseProfileEditScreen.self)
            #expect((form.value(of: "name") != nil) == Case.Service.namesReleaseProfiles, "Lidarr's have no name")
            form.setText("HDR", of: "name")
            form.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(form.failure == "'Must contain' or 'Must not contain' is required", "\(form.failure ?? "")")
            form.setText("HDR10, /\\bDV\\b/i, ", of: "required")
            form.setText("CAM", of: "ignored")
            form.choose(indexer.name, in: "indexer")
            form.setText(label, of: "tags")
            form.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let created = try #require(try await repository.releaseProfiles().elements.first { $0.id != seeded.id })
            #expect(created.required == ["HDR10", "/\\bDV\\b/i"] && created.ignored == ["CAM"])
            #expect(created.indexerID == indexer.id && created.tagIDs.count == 1 && created.isEnabled)
            #expect(created.name == (Case.Service.namesReleaseProfiles ? "HDR" : ""))

            await flow.settle()
            screen.highlight(row: try #require(screen.rows.firstIndex { $0.id == created.id }))
            screen.perform("e")
            flow.expect { $0.present(Case.Service.profileModal(.editReleaseProfile(id: created.id)), style: .sheet) }
            await flow.settle()
            let edit = try flow.requireFocusedScreen(as: ReleaseProfileEditScreen.self)
            #expect(edit.value(of: "required") == "HDR10, /\\bDV\\b/i" && edit.value(of: "indexer") == indexer.name)
            edit.choose("Any", in: "indexer")
            edit.toggle("enabled")
            edit.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let edited = try #require(try await repository.releaseProfiles().elements.first { $0.id == created.id })
            #expect(edited.indexerID == 0 && !edited.isEnabled && edited.required == created.required)

            await flow.settle()
            screen.highlight(row: try #require(screen.rows.firstIndex { $0.id == created.id }))
            screen.perform("d")
            flow.expect { $0.present(Case.Service.profileModal(.deleteReleaseProfile(id: created.id)), style: .alert) }
            await flow.settle()
            await fail(service, simulator, "delete", "releaseprofile/{id}", "Database is locked")
            flow.answer("Delete")
            await flow.settle()
            flow.expectNoChange()
            #expect(try flow.requireFocusedScreen(as: ConfirmActionScreen.self).failure == "Database is locked")
            flow.answer("Delete")
            await flow.settle()
            flow.expect { $0.dismiss() }
            #expect(try await repository.releaseProfiles().elements.map(\.id) == [seeded.id])
            flow.finish()
        }
    }

    @Test(arguments: ProfileKitCases.all)
    func qualitySizesAreEditedWithinTheirOrder(_ service: any ProfileKitCase.Type) async throws {
        try await sizes(service)
    }

    private func sizes<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let screen = try await open(.qualityDefinitions, service, in: flow)
            let definition = try #require(try await repository.qualityDefinitions().elements.dropFirst().first)
            try screen.selectRow(at: 1)
            let edit = Case.Service.profileModal(.editSizes(id: definition.id))
            flow.expect { $0.present(edit, style: ServarrProfiles<Case.Service>.promptStyle) }
            await flow.settle()
            let prompt = try flow.requireFocusedScreen(as: TextPromptScreen.self)
            prompt.replaceText(with: "10, 5, 20")
            prompt.submitText()
            await flow.settle()
            flow.expectNoChange()
            #expect(prompt.failure?.contains("in order") == true)
            prompt.replaceText(with: "1.5, 3, ")
            prompt.submitText()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let saved = try #require(try await repository.qualityDefinitions().elements.first { $0.id == definition.id })
            #expect(saved.minimumSize == 1.5 && saved.preferredSize == 3 && saved.maximumSize == nil)
            await flow.settle()
            #expect(screen.rows[1].details == ["1.5", "3", "no limit"])
            flow.finish()
        }
    }

    @Test(arguments: ProfileKitCases.all)
    func aProfileIsCopiedToAnotherInstanceWithItsFormatsAfterAPreview(_ service: any ProfileKitCase.Type) async throws {
        try await copy(service)
    }

    private func copy<Case: ProfileKitCase>(_ service: Case.Type) async throws {
        try await withServarrInstancesFlow(
            Case.module(), feature: FeatureID(Case.name), names: ["home", "4k"], configuration: Case.configuration(of:)
        ) {
            (flow, simulators, repositories: [Case.Service.Repository]) in
            let (home, fourK) = (repositories[0], repositories[1])
            // Home gets a format of its own, scored in its last profile, whose upgrades flip.
            let kinds = try await home.customFormatConditionKinds()
            var title = try #require(kinds.first { $0.implementation == "ReleaseTitleSpecification" })
            title.name = "Remux"
            title.fields[0].value = .string("remux")
            let format = try await home.create(CustomFormat(id: 0, name: "Remux", conditions: [title]))
            var profile = try #require(try await home.qualityProfileListing().elements.last)
            profile.upgradeAllowed.toggle()
            if let index = profile.formatScores.firstIndex(where: { $0.format == format.id }) { profile.formatScores[index].score = 250 }
            profile = try await home.update(profile)
            #expect(profile.formatScores.contains { $0.name == "Remux" && $0.score == 250 })

            flow.open("/\(Case.name)/quality-profiles") { $0.setStack(Case.library, Case.Service.profiles(.qualityProfiles)) }
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: ManagementScreen.self)
            // Enter opens the profile's edit sheet; Esc leaves the row highlighted.
            try screen.selectRow(at: try #require(screen.rows.firstIndex { $0.id == profile.id }))
            flow.expect { $0.present(Case.Service.profileModal(.editQualityProfile(id: profile.id)), style: .sheet) }
            flow.back(assert: { $0.dismiss() })
            await flow.settle()
            screen.perform("A")
            flow.expect { $0.present(Case.Service.profileModal(.copyQualityProfile(id: profile.id)), style: .sheet) }
            await flow.settle()
            let sheet = try flow.requireFocusedScreen(as: ProfileCopyScreen.self)
            #expect(sheet.targetName == "4k")
            #expect(sheet.lines.contains("+ create custom format ‘Remux’"), "\(sheet.lines)")
            #expect(sheet.lines.contains("~ update quality profile ‘\(profile.name)’:"), "\(sheet.lines)")
            #expect(sheet.lines.contains { $0.contains("upgrades: ") }, "\(sheet.lines)")
            #expect(sheet.lines.contains { $0.contains("score ‘Remux’: none → 250") }, "\(sheet.lines)")
            #expect(try await fourK.customFormatListing().elements.contains { $0.name == "Remux" } == false, "nothing written before Enter")

            // The 4k server refuses the profile: the sheet stays with its reason and the format
            // already written; Enter again finishes the copy.
            await simulators[1].faults.add(
                FaultRule(
                    .serverError(message: "Database is locked"), service: Case.simulated,
                    operation: "put/\(Case.Service.Repository.api.root)/qualityprofile/{id}", remaining: 1))
            sheet.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(sheet.failure == "Database is locked")
            #expect(sheet.lines.contains("= custom format ‘Remux’ is the same there"), "\(sheet.lines)")
            sheet.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let copied = try #require(try await fourK.qualityProfileListing().elements.first { $0.name == profile.name })
            #expect(copied.upgradeAllowed == profile.upgradeAllowed)
            #expect(copied.formatScores.first { $0.name == "Remux" }?.score == 250)
            #expect(copied.items.map(\.title) == profile.items.map(\.title) && copied.cutoffName == profile.cutoffName)
            flow.finish()
        }
    }
}
