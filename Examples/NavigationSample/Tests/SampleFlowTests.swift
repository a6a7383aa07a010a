import MarqueeNavigation
import MarqueeNavigationTesting
import NavigationSample
import Testing

/// The sample app's flows, headless, on the engine-level flow-test kit. Each test is a story a
/// user tells; every state change is asserted.
@MainActor
@Suite("Sample app flows")
struct SampleFlowTests {
    let app: SampleApp
    let flow: NavigationFlowTest

    init() throws {
        app = try SampleApp()
        flow = NavigationFlowTest(coordinator: app.coordinator, tasks: app.tasks)
    }

    @Test func pushPopAndPopToRoot() {
        flow.tap("Episode 1") { try app.showEpisode(1) }
        flow.expect { $0.push(EpisodesRoute.episode(id: 1)) }
        flow.tap("Episode 2") { try app.showEpisode(2) }
        flow.expect { $0.push(EpisodesRoute.episode(id: 2)) }
        flow.back { $0.pop() }
        flow.tap("Episode 3") { try app.showEpisode(3) }
        flow.expect { $0.push(EpisodesRoute.episode(id: 3)) }
        flow.tap("Home") { try app.popToRoot() }
        flow.expect { $0.popToRoot() }
        flow.finish()
    }

    @Test func eachTabKeepsItsOwnStack() {
        flow.tap("Episode 1") { try app.showEpisode(1) }
        flow.expect { $0.push(EpisodesRoute.episode(id: 1)) }
        flow.selectTab("characters") { $0.selectTab("characters") }
        flow.selectTab("episodes") { $0.selectTab("episodes") }
        flow.expectState { $0.stack.count == 2 }
        flow.finish()
    }

    @Test func aSheetWithItsOwnPathAndAnAlertOverIt() {
        flow.tap("Settings") { try app.showSettings() }
        flow.expect { $0.present(AppModal.settings) }
        flow.tap("About") { try app.showAbout() }
        flow.expect { $0.push(AppModal.about, inModal: 0) }
        flow.tap("Sign out") { try app.askToSignOut() }
        // Declared as an alert: the expectation, like the app, need not repeat the style.
        flow.expect { $0.present(AppModal.confirmSignOut) }
        flow.expectState { $0.topModal?.style == .alert }
        flow.tap("Sign out for real") { app.signOut() }
        flow.expect { $0.dismissAll() }
        flow.finish()
    }

    @Test func thePlayerCoversEverythingAsDeclared() {
        flow.tap("Play") { try app.play(4) }
        flow.expect { $0.present(AppModal.player(episode: 4)) }
        flow.expectState { $0.topModal?.style == .fullScreen }
        flow.back { $0.dismiss() }
        flow.finish()
    }

    @Test func aDeepLinkOpensNestedState() {
        flow.open("/settings/about") {
            $0.present(AppModal.settings)
            $0.push(AppModal.about)
        }
        flow.open("/characters/7") {
            $0.dismissAll()
            $0.selectTab("characters")
            $0.setStack(CharactersRoute.list, CharactersRoute.character(id: 7))
        }
        flow.finish()
    }

    @Test func theWatchlistWaitsForSignInAndOpensWhereItWasAsked() {
        flow.tap("Watchlist") { try? app.showWatchlist() }
        flow.expect { $0.present(AppModal.signIn) }
        flow.tap("Sign in") { app.signIn() }
        flow.expect {
            $0.dismiss()
            $0.push(EpisodesRoute.watchlist)
        }
        flow.finish()
    }

    @Test func closingTheSignInSheetGivesUpOnTheWatchlist() {
        flow.tap("Watchlist") { try? app.showWatchlist() }
        flow.expect { $0.present(AppModal.signIn) }
        flow.back { $0.dismiss() }
        flow.tap("Sign in from settings") { app.signIn() }
        flow.expectNoChange()
        flow.finish()
    }

    @Test func aPickerInsideASheetReturnsATypedResult() async {
        flow.selectTab("characters") { $0.selectTab("characters") }
        flow.tap("Filter") { app.filterCharacters() }
        await flow.settle()  // the task now waits for the user's pick: settle does not wait for it
        flow.expect {
            $0.present(CharactersRoute.filter, style: .sheet(detents: [.medium]))
            $0.push(CharactersRoute.status)
        }
        flow.tap("Dead") { try app.pick(.dead) }
        flow.expect { $0.dismiss() }
        await flow.settle()
        #expect(app.statusFilter == .dead)
        flow.finish()
    }

    @Test func theStateSurvivesARelaunch() throws {
        flow.tap("Episode 1") { try app.showEpisode(1) }
        flow.expect { $0.push(EpisodesRoute.episode(id: 1)) }
        flow.tap("Settings") { try app.showSettings() }
        flow.expect { $0.present(AppModal.settings) }
        let relaunched = try SampleApp(restoring: try app.snapshot())
        #expect(FlowState(relaunched.coordinator.state) == FlowState(app.coordinator.state))
        flow.finish()
    }
}
