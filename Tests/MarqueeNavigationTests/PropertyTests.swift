import Foundation
import Testing

@testable import MarqueeNavigation

/// A small deterministic generator (SplitMix64), so failures reproduce from the seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random steps over a small route vocabulary, some valid and some not.
func randomStep(_ generator: inout SeededGenerator, state: NavigationState) -> NavigationStep {
    let vocabulary: [AnyRoute] = routes(
        MovieRoute.library, MovieRoute.movie(id: 1), MovieRoute.movie(id: 2), AddMovieRoute.confirm,
        AddMovieRoute.lookup(term: "x"), SeriesRoute.series(id: 3), SettingsRoute.signIn)
    let route = vocabulary.randomElement(using: &generator)!
    let depth = Int.random(in: -1...4, using: &generator)
    let context: NavigationContext = [.top, .root, .modal(depth: depth)].randomElement(using: &generator)!
    let styles: [ModalStyle] = [.sheet, .sheet(detents: [.medium]), .fullScreen, .alert]
    let existing = state.allEntries.map(\.id)
    switch Int.random(in: 0..<14, using: &generator) {
    case 0, 1, 2: return .push(route, in: context)
    case 3: return .pop(context)
    case 4: return .popToRoot(context)
    case 5: return .popTo(existing.randomElement(using: &generator) ?? EntryID(rawValue: 999))
    case 6: return .replaceTop(route, in: context)
    case 7:
        return .present(
            route, style: styles.randomElement(using: &generator)!,
            options: ModalOptions(isDismissalDisabled: Bool.random(using: &generator)))
    case 8: return .dismissTop
    case 9: return .dismiss(fromDepth: depth)
    case 10: return .selectTab(["radarr", "sonarr", "nope"].randomElement(using: &generator)!)
    case 11: return .replaceStack(Array(vocabulary.shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator))), in: context)
    default: return .back
    }
}

@MainActor
@Suite("Properties")
struct PropertyTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomSequencesKeepInvariantsAndAtomicity(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"])
        coordinator.checksInvariants = false  // checked explicitly below, with a readable message
        let codec = NavigationSnapshotCodec(registry: fixtureRegistry)
        let journal = coordinator.startRecording()
        for index in 0..<1_000 {
            let before = coordinator.state
            let steps = (0..<Int.random(in: 1...3, using: &generator)).map { _ in randomStep(&generator, state: before) }
            do {
                try coordinator.transaction { tx throws(NavigationError) in
                    for step in steps { try tx.apply(step) }
                }
            } catch {
                #expect(coordinator.state == before, "seed \(seed) step \(index): a failed transaction changed the state")
            }
            let violations = NavigationInvariants.violations(in: coordinator.state)
            #expect(violations.isEmpty, "seed \(seed) step \(index) \(steps): \(violations)\n\(coordinator.state)")
            if index % 50 == 0 {
                let restored = try codec.decode(try codec.encode(coordinator.state))
                #expect(restored.state == coordinator.state)
            }
        }
        let replayed = try journal.replay()
        #expect(replayed.state == coordinator.state)
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func backAlwaysTerminates(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"])
        for _ in 0..<300 {
            let step = randomStep(&generator, state: coordinator.state)
            try? coordinator.transaction { tx throws(NavigationError) in try tx.apply(step) }
        }
        // Unblock disabled dismissals, then back must reach the root in at most one call per
        // entry and modal.
        let limit = coordinator.state.allEntries.count + coordinator.state.modals.count + 1
        var calls = 0
        while true {
            let outcome = coordinator.back()
            calls += 1
            if case .blocked(let id) = outcome {
                try coordinator.dismiss(id)
                continue
            }
            if !outcome.didNavigate { break }
            #expect(calls <= limit)
            if calls > limit { break }
        }
        #expect(coordinator.state.modals.isEmpty)
        #expect(coordinator.state.stack.count <= 1)
    }

    @Test func diffMatchesTheSetDifferenceOfEntries() throws {
        var generator = SeededGenerator(seed: 99)
        let coordinator = NavigationCoordinator(tabs: ["radarr", "sonarr"])
        var checked = 0
        coordinator.observe { change in
            let before = Set(change.before.allEntries.map(\.id))
            let after = Set(change.after.allEntries.map(\.id))
            #expect(Set(change.diff.removals.map(\.entry.id)) == before.subtracting(after))
            #expect(Set(change.diff.addedEntries.map(\.id)) == after.subtracting(before))
            checked += 1
        }
        for _ in 0..<2_000 {
            let steps = (0..<Int.random(in: 1...3, using: &generator)).map { _ in randomStep(&generator, state: coordinator.state) }
            try? coordinator.transaction { tx throws(NavigationError) in for step in steps { try tx.apply(step) } }
        }
        #expect(checked > 500)
    }
}

@Suite("Persistent stack")
struct PersistentStackTests {
    @Test func copiesAreIndependent() {
        var first: PersistentStack<Int> = [1, 2, 3]
        var second = first
        first.append(4)
        second.append(5)
        #expect(Array(first) == [1, 2, 3, 4])
        #expect(Array(second) == [1, 2, 3, 5])
        second.removeLast()
        second.removeLast()
        second.append(9)
        #expect(Array(first) == [1, 2, 3, 4])
        #expect(Array(second) == [1, 2, 9])
    }

    @Test func replaceInTheMiddleDoesNotLeakIntoCopies() {
        var first = PersistentStack(0..<10)
        let snapshot = first
        first.replace(at: 3, with: 99)
        #expect(snapshot[3] == 3)
        #expect(first[3] == 99)
        #expect(first.count == 10)
    }

    @Test func elementsAreReleasedWhenNoValueSeesThem() {
        final class Token {}
        weak var weakToken: Token?
        var stack = PersistentStack<Token>()
        do {
            let token = Token()
            weakToken = token
            stack.append(token)
        }
        stack.removeLast()
        stack.append(Token())  // unique owner: the popped slot is reused and its token released
        #expect(weakToken == nil)
    }

    @Test func concurrentAppendsOnSharedCopiesNeverCollide() async {
        let base = PersistentStack(0..<4)
        let results = await withTaskGroup(of: [Int].self) { group in
            for value in 0..<8 {
                group.addTask {
                    var copy = base
                    for _ in 0..<100 { copy.append(value) }
                    return Array(copy)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for result in results {
            #expect(result.count == 104)
            #expect(Set(result.dropFirst(4)).count == 1)
        }
    }
}
