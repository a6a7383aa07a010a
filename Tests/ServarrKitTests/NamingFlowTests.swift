import MarqueeHost
import MarqueeJSON
import MarqueeNavigation
import MarqueeTesting
import ServarrCore
import ServarrScreens
import ServarrSimulator
import Testing

/// A service with the rename previews and the profile screens (the naming screen is one).
@MainActor
protocol NamingCase: RenamingCase, ProfileKitCase {}

extension RadarrCase: NamingCase {}
extension SonarrCase: NamingCase {}
extension LidarrCase: NamingCase {}

enum NamingCases {
    static let all: [any NamingCase.Type] = [RadarrCase.self, SonarrCase.self, LidarrCase.self]
}

/// The naming settings of every service (`f` on the root folders): shown one per row, edited in their form, an
/// empty file format refused with the server's reason, and the rename previews following what
/// was saved.
@MainActor
@Suite(.serialized) struct NamingFlowTests {
    @Test(arguments: NamingCases.all)
    func namingIsEditedAndThePreviewsFollowIt(_ service: any NamingCase.Type) async throws {
        try await naming(service)
    }

    private func naming<Case: NamingCase>(_ service: Case.Type) async throws {
        try await withFlow(service) { flow, _, repository in
            let stored = try await repository.namingSettings()
            let items = try await repository.mediaListing().elements.map(\.id)
            var previews: [FileRename] = []
            for id in items { previews += try await Case.preview(repository, id: id) }
            try #require(!previews.isEmpty && stored.renamesFiles == true)

            flow.expect { $0.setStack(Case.library) }
            await flow.settle()
            // Where the servers keep it, in Media Management: from the root folders, `f`.
            flow.press("R") { $0.push(Case.Service.manage(.rootFolders)) }
            await flow.settle()
            try flow.requireFocusedScreen(as: ManagementScreen.self).perform("f")
            flow.expect { $0.push(Case.Service.profiles(.naming)) }
            await flow.settle()
            let screen = try flow.requireFocusedScreen(as: ManagementScreen.self)
            let file = try #require(stored.presentFormats.first)
            #expect(screen.rows.contains { $0.title == file.label && $0.details.first == stored[keyPath: file.keyPath] })
            #expect(screen.rows.first { $0.title == "Rename files" }?.details == ["yes"])

            screen.perform("e")
            flow.expect { $0.present(Case.Service.profileModal(.editNaming), style: .sheet) }
            await flow.settle()
            let form = try flow.requireFocusedScreen(as: NamingEditScreen.self)
            #expect(form.formatRows.first == file.label)
            form.setText("  ", of: file.label)
            form.submit()
            await flow.settle()
            flow.expectNoChange()
            #expect(form.failure?.hasSuffix("Format' must not be empty.") == true, "\(form.failure ?? "")")
            #expect(form.value(of: file.label) == "  ", "the form is kept")

            // A marked file format and the last colon replacement: the previews take the mark.
            let marked = "Marquee - " + (stored[keyPath: file.keyPath] ?? "")
            form.setText(marked, of: file.label)
            form.choose("Smart Replace", in: "colon")
            form.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            let saved = try await repository.namingSettings()
            #expect(saved[keyPath: file.keyPath] == marked && saved.colonReplacementChoice == 4)
            #expect(saved.colonReplacement.isString == stored.colonReplacement.isString, "a name stays a name, a number a number")
            var followed: [FileRename] = []
            for id in items { followed += try await Case.preview(repository, id: id) }
            #expect(!followed.isEmpty && followed.allSatisfy { $0.newPath.contains("Marquee - ") })
            await flow.settle()
            #expect(screen.rows.contains { $0.title == file.label && $0.details == [marked] })

            // Renaming off: nothing is left to rename.
            screen.perform("e")
            flow.expect { $0.present(Case.Service.profileModal(.editNaming), style: .sheet) }
            await flow.settle()
            let again = try flow.requireFocusedScreen(as: NamingEditScreen.self)
            again.toggle("rename")
            again.submit()
            await flow.settle()
            flow.expect { $0.dismiss() }
            var left: [FileRename] = []
            for id in items { left += try await Case.preview(repository, id: id) }
            #expect(left.isEmpty)
            flow.finish()
        }
    }
}

extension JSONValue {
    /// Whether the value is text.
    fileprivate var isString: Bool { if case .string = self { true } else { false } }
}
