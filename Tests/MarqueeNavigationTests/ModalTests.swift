import Testing

@testable import MarqueeNavigation

@MainActor
@Suite("Modals")
struct ModalTests {
    let coordinator = NavigationCoordinator()

    init() throws {
        try coordinator.push(MovieRoute.library)
    }

    @Test func nestedModalsThreeDeepEachWithItsOwnPath() throws {
        let sheet = try coordinator.present(AddMovieRoute.lookup(term: "dune"))
        try coordinator.push(AddMovieRoute.options(tmdbID: 438631))
        let cover = try coordinator.present(MovieRoute.movie(id: 1), style: .fullScreen)
        try coordinator.push(MovieRoute.credits(movieID: 1))
        let picker = try coordinator.present(AddMovieRoute.pickQualityProfile, style: .sheet(detents: [.medium, .large]))
        try coordinator.push(AddMovieRoute.pickRootFolder)

        let modals = coordinator.state.modals
        #expect(modals.map(\.id) == [sheet.modalID, cover.modalID, picker.modalID])
        #expect(
            modals.map { $0.path.map(\.route) } == [
                routes(AddMovieRoute.options(tmdbID: 438631)),
                routes(MovieRoute.credits(movieID: 1)),
                routes(AddMovieRoute.pickRootFolder),
            ])
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
        #expect(coordinator.state.focusedEntry?.route == AnyRoute(AddMovieRoute.pickRootFolder))
    }

    @Test func pushAndPopInsideALowerModal() throws {
        try coordinator.present(AddMovieRoute.lookup(term: "a"))
        try coordinator.present(MovieRoute.movie(id: 1), style: .fullScreen)
        try coordinator.push(AddMovieRoute.options(tmdbID: 1), in: .modal(depth: 0))
        try coordinator.push(AddMovieRoute.confirm, in: .modal(depth: 0))
        #expect(coordinator.state.modals[0].path.map(\.route) == routes(AddMovieRoute.options(tmdbID: 1), AddMovieRoute.confirm))
        #expect(coordinator.state.modals[1].path.isEmpty)

        try coordinator.pop(in: .modal(depth: 0))
        #expect(coordinator.state.modals[0].path.count == 1)
        try coordinator.popToRoot(in: .modal(depth: 0))
        #expect(coordinator.state.modals[0].path.isEmpty)
        #expect(throws: NavigationError.emptyStack(.modal(depth: 0))) { try coordinator.pop(in: .modal(depth: 0)) }
        #expect(throws: NavigationError.modalDepthOutOfRange(depth: 5, modalCount: 2)) {
            try coordinator.push(MovieRoute.library, in: .modal(depth: 5))
        }
    }

    @Test func dismissTopFromDepthAndAll() throws {
        for index in 0..<4 { try coordinator.present(AddMovieRoute.lookup(term: "\(index)")) }
        try coordinator.dismissTop()
        #expect(coordinator.state.modals.count == 3)
        try coordinator.dismiss(fromDepth: 1)
        #expect(coordinator.state.modals.count == 1)
        #expect(throws: NavigationError.modalDepthOutOfRange(depth: 3, modalCount: 1)) { try coordinator.dismiss(fromDepth: 3) }
        coordinator.dismissAll()
        #expect(coordinator.state.modals.isEmpty)
        #expect(throws: NavigationError.noModalPresented) { try coordinator.dismissTop() }
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func alertsAreTopMostAndHaveNoPath() throws {
        try coordinator.present(AddMovieRoute.lookup(term: "x"))
        try coordinator.present(AddMovieRoute.confirm, style: .alert)
        #expect(throws: NavigationError.presentingOverAlert) { try coordinator.present(AddMovieRoute.pickRootFolder) }
        #expect(throws: NavigationError.pushingIntoAlert) { try coordinator.push(AddMovieRoute.pickRootFolder) }
        #expect(coordinator.state.modals.count == 2)
    }

    @Test func backResolvesDownTheTree() throws {
        try coordinator.push(MovieRoute.movie(id: 1))
        let sheet = try coordinator.present(AddMovieRoute.lookup(term: "x"))
        let options = try coordinator.push(AddMovieRoute.options(tmdbID: 2))
        let alert = try coordinator.present(AddMovieRoute.confirm, style: .alert)

        guard case .dismissed(let dismissedAlert) = coordinator.back() else {
            Issue.record("alert first")
            return
        }
        #expect(dismissedAlert.id == alert.modalID)
        guard case .popped(let popped) = coordinator.back() else {
            Issue.record("then the sheet's path")
            return
        }
        #expect(popped.id == options)
        guard case .dismissed(let dismissedSheet) = coordinator.back() else {
            Issue.record("then the sheet")
            return
        }
        #expect(dismissedSheet.id == sheet.modalID)
        guard case .popped = coordinator.back() else {
            Issue.record("then the root stack")
            return
        }
        #expect(coordinator.back() == .atRoot)
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library))
    }

    @Test func backRespectsDisabledDismissal() throws {
        let sheet = try coordinator.present(SettingsRoute.signIn, style: .fullScreen, options: ModalOptions(isDismissalDisabled: true))
        try coordinator.push(SettingsRoute.instances)
        #expect(coordinator.back().didNavigate)
        #expect(coordinator.back() == .blocked(sheet.modalID))
        #expect(coordinator.state.modals.count == 1)
        try coordinator.dismissTop()
        #expect(coordinator.state.modals.isEmpty)
    }

    @Test func popToModalRootBookmarkDismissesModalsAbove() throws {
        let sheet = try coordinator.present(AddMovieRoute.lookup(term: "x"))
        let options = try coordinator.push(AddMovieRoute.options(tmdbID: 2))
        try coordinator.push(AddMovieRoute.confirm)
        try coordinator.present(AddMovieRoute.pickQualityProfile)
        try coordinator.push(AddMovieRoute.pickRootFolder)

        // A bookmark inside the sheet's path.
        try coordinator.popTo(options)
        #expect(coordinator.state.modals.count == 1)
        #expect(coordinator.state.modals[0].path.map(\.id) == [options])

        // The sheet's root.
        try coordinator.popTo(sheet.rootID)
        #expect(coordinator.state.modals.count == 1)
        #expect(coordinator.state.modals[0].path.isEmpty)

        // An entry of the root stack dismisses every modal.
        try coordinator.popTo(coordinator.state.stack[0].id)
        #expect(coordinator.state.modals.isEmpty)
    }

    @Test func replaceTopInsideModalReplacesItsRootWhenPathIsEmpty() throws {
        let sheet = try coordinator.present(AddMovieRoute.lookup(term: "a"))
        let newRoot = try coordinator.replaceTop(with: AddMovieRoute.lookup(term: "b"))
        #expect(coordinator.state.modals[0].id == sheet.modalID)
        #expect(coordinator.state.modals[0].root == Entry(id: newRoot, route: AnyRoute(AddMovieRoute.lookup(term: "b"))))
    }
}

@MainActor
@Suite("Tabs")
struct TabTests {
    @Test func switchingTabsPreservesEachStack() throws {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"])
        try coordinator.push(MovieRoute.library)
        try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.selectTab("sonarr")
        #expect(coordinator.state.stack.isEmpty)
        try coordinator.push(SeriesRoute.library)
        try coordinator.push(SeriesRoute.series(id: 9))
        try coordinator.selectTab("radarr")
        #expect(coordinator.state.stackRoutes == routes(MovieRoute.library, MovieRoute.movie(id: 1)))
        #expect(coordinator.state.stack(for: "sonarr")?.map(\.route) == routes(SeriesRoute.library, SeriesRoute.series(id: 9)))
        #expect(throws: NavigationError.unknownTab("lidarr")) { try coordinator.selectTab("lidarr") }
    }

    @Test func modalsPresentOverTheWholeApp() throws {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"])
        try coordinator.push(MovieRoute.library)
        try coordinator.present(SettingsRoute.signIn)
        try coordinator.selectTab("sonarr")
        #expect(coordinator.state.modals.count == 1)
        #expect(coordinator.state.selectedTab == "sonarr")
    }

    @Test func idsAreUniqueAcrossTabsAndPopToAnEntryInAnotherTabSelectsIt() throws {
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"])
        try coordinator.push(MovieRoute.library)
        let movie = try coordinator.push(MovieRoute.movie(id: 1))
        try coordinator.push(MovieRoute.credits(movieID: 1))
        try coordinator.selectTab("sonarr")
        try coordinator.push(SeriesRoute.library)
        let ids = coordinator.state.allEntries.map(\.id)
        #expect(Set(ids).count == ids.count)

        try coordinator.popTo(movie)
        #expect(coordinator.state.selectedTab == "radarr")
        #expect(coordinator.state.stack.last?.id == movie)
        #expect(coordinator.state.stack(for: "sonarr")?.count == 1)
    }
}
