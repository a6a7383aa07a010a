import MarqueeNavigation

/// Every entry a breadcrumb can name, in order: the selected tab's root stack, then each
/// modal's root and path, bottom modal first. Reading an entry by position costs O(log modals),
/// so a breadcrumb reads only the entries it shows, however deep the state.
struct BreadcrumbTrail {
    private let state: NavigationState
    /// Where each modal's entries start in the trail.
    private let starts: [Int]

    init(state: NavigationState) {
        self.state = state
        var starts: [Int] = []
        starts.reserveCapacity(state.modals.count)
        var next = state.stack.count
        for modal in state.modals {
            starts.append(next)
            next += 1 + modal.path.count
        }
        self.starts = starts
    }

    /// How many entries there are up to and including the modal at `depth` (-1: the root
    /// stack alone).
    func count(throughModal depth: Int) -> Int {
        guard depth >= 0, starts.indices.contains(depth) else { return state.stack.count }
        return starts[depth] + 1 + state.modals[depth].path.count
    }

    /// The entry at `position` (0 is the root stack's first entry).
    func entry(at position: Int) -> Entry {
        if position < state.stack.count { return state.stack[position] }
        // The last modal starting at or before `position`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let modal = state.modals[low]
        let offset = position - starts[low]
        return offset == 0 ? modal.root : modal.path[offset - 1]
    }
}
