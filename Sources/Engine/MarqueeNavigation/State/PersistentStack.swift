import CNavigationAtomics

/// A stack whose copies share storage, so that copying, popping and pushing stay O(1) while
/// older copies are alive.
///
/// Navigation state is copied on every change (a ``NavigationChange`` keeps the state before
/// and after), so the stacks inside it must be cheap to copy and cheap to change while an older
/// copy is alive. `PersistentStack` keeps its elements in a short chain of append-only chunks
/// shared by every copy; a value is the window `0..<count` seen through its top chunk:
///
/// - reading, copying and popping never copy elements;
/// - a value whose window ends at its chunk's tip appends in place, even while older copies are
///   alive, because no copy can see past its own count;
/// - a value that is not at the tip (it popped, and a copy may still see the popped slots)
///   re-uses the chunk when it is the only owner, and otherwise starts a small chunk chained
///   onto the shared prefix: O(1), nothing copied. Chains are flattened when they grow past a
///   few links, so indexing stays O(1).
///
/// Two values therefore share their common prefix physically, which lets ``NavigationDiff``
/// find the common prefix of two stacks without comparing elements in the common case.
public struct PersistentStack<Element>: RandomAccessCollection {
    /// The top chunk; `nil` for a stack that never held anything (those allocate nothing).
    var storage: Storage?
    /// The number of elements in this stack.
    public private(set) var count: Int

    /// Creates an empty stack.
    public init() {
        storage = nil
        count = 0
    }

    /// Creates a stack holding `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        let array = ContiguousArray(elements)
        guard !array.isEmpty else { return }
        let chunk = Storage(capacity: Swift.max(4, array.count), base: 0, parent: nil)
        array.withUnsafeBufferPointer { buffer in
            chunk.elements.initialize(from: buffer.baseAddress!, count: buffer.count)
        }
        chunk.initialized.store(array.count)
        storage = chunk
        count = array.count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "PersistentStack index out of range")
        return storage.unsafelyUnwrapped.element(at: position)
    }

    /// Adds `element` on top.
    public mutating func append(_ element: Element) {
        if storage == nil {
            storage = Storage(capacity: 4, base: 0, parent: nil)
        }
        // No strong local reference to the chunk may be held across the uniqueness check.
        let slot = count - storage.unsafelyUnwrapped.base
        let capacity = storage.unsafelyUnwrapped.capacity
        if storage.unsafelyUnwrapped.claim(slot: slot) {
            storage.unsafelyUnwrapped.elements.advanced(by: slot).initialize(to: element)
            count += 1
            return
        }
        if slot < capacity && isKnownUniquelyReferenced(&storage) {
            let chunk = storage.unsafelyUnwrapped
            if chunk.initialized.load() == slot + 1 {
                // The usual push after a pop: only the popped element sits there; overwrite it.
                chunk.elements.advanced(by: slot).pointee = element
            } else {
                chunk.truncate(to: slot)
                _ = chunk.claim(slot: slot)
                chunk.elements.advanced(by: slot).initialize(to: element)
            }
            count += 1
            return
        }
        let chunk = storage.unsafelyUnwrapped
        let fresh: Storage
        if slot < capacity && chunk.links < Storage.maximumLinks {
            // Diverged from a shared chunk: chain a small chunk onto the shared prefix.
            fresh = Storage(capacity: 8, base: count, parent: chunk)
        } else {
            // Full, or the chain is long: flatten into one chunk with room to grow.
            fresh = Storage(capacity: Swift.max(8, count * 2), base: 0, parent: nil)
            copyElements(into: fresh.elements)
            fresh.initialized.store(count)
        }
        let freshSlot = count - fresh.base
        _ = fresh.claim(slot: freshSlot)
        fresh.elements.advanced(by: freshSlot).initialize(to: element)
        storage = fresh
        count += 1
    }

    /// Removes and returns the top element. The stack must not be empty.
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast() on an empty PersistentStack")
        let element = self[count - 1]
        truncate(to: count - 1)
        return element
    }

    /// Keeps the bottom `newCount` elements. O(1) (at most a few chain links are walked).
    ///
    /// The bottom chunk is kept even when the stack becomes empty, so a stack that is emptied
    /// and filled again (modals presented and dismissed) reuses it instead of allocating.
    public mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncate(to:) out of range")
        count = newCount
        while let chunk = storage, newCount <= chunk.base, let parent = chunk.parent { storage = parent }
    }

    /// Replaces the top element.
    public mutating func replaceLast(with element: Element) {
        precondition(count > 0, "replaceLast(with:) on an empty PersistentStack")
        truncate(to: count - 1)
        append(element)
    }

    /// Replaces the element at `position`; copies the elements when another value shares them.
    public mutating func replace(at position: Int, with element: Element) {
        precondition(position >= 0 && position < count, "replace(at:) out of range")
        if position == count - 1 { return replaceLast(with: element) }
        let fresh = Storage(capacity: Swift.max(8, count), base: 0, parent: nil)
        copyElements(into: fresh.elements)
        fresh.initialized.store(count)
        fresh.elements[position] = element
        storage = fresh
    }

    private func copyElements(into destination: UnsafeMutablePointer<Element>) {
        var chunk = storage
        var end = count
        while let current = chunk {
            let start = current.base
            if end > start {
                (destination + start).initialize(from: current.elements, count: end - start)
            }
            end = start
            chunk = current.parent
        }
    }

    /// A length that this stack and `other` certainly share, found from their chunks alone
    /// (no element comparisons). Elements past it may still be equal.
    func sharedPrefixLowerBound(with other: PersistentStack) -> Int {
        guard let mine = storage, let theirs = other.storage else { return 0 }
        if mine === theirs { return Swift.min(count, other.count) }
        return mine.sharedPrefixLowerBound(myLimit: count, with: theirs, theirLimit: other.count)
    }

    /// Whether both values are the same window onto the same chunk (so they are equal).
    func isIdentical(to other: PersistentStack) -> Bool {
        count == other.count && storage === other.storage
    }

    // MARK: Storage

    final class Storage: @unchecked Sendable {
        static var maximumLinks: Int { 4 }

        let elements: UnsafeMutablePointer<Element>
        let capacity: Int
        /// How many elements sit below this chunk (in `parent`).
        let base: Int
        /// The chunk holding elements `0..<base`.
        let parent: Storage?
        /// How many chunks are chained below this one.
        let links: Int
        /// How many slots hold initialized elements. Claimed with a compare-and-exchange so that
        /// two copies at the same tip can never both write the same slot. It lives in the same
        /// allocation as the elements, before them (CNavigationAtomics: the Synchronization
        /// module's Atomic needs newer Apple systems than the engine supports).
        let initialized: InitializedCount

        init(capacity: Int, base: Int, parent: Storage?) {
            self.capacity = capacity
            self.base = base
            self.parent = parent
            links = parent.map { $0.links + 1 } ?? 0
            let offset = Self.elementsOffset
            let memory = UnsafeMutableRawPointer.allocate(
                byteCount: offset + capacity * MemoryLayout<Element>.stride,
                alignment: Swift.max(MemoryLayout<Int>.alignment, MemoryLayout<Element>.alignment))
            initialized = InitializedCount(memory.initializeMemory(as: Int.self, repeating: 0, count: 1))
            elements = (memory + offset).bindMemory(to: Element.self, capacity: capacity)
        }

        /// Where the elements start in the allocation: after the count, aligned for `Element`.
        private static var elementsOffset: Int {
            let alignment = MemoryLayout<Element>.alignment
            return (MemoryLayout<Int>.size + alignment - 1) / alignment * alignment
        }

        /// The element at `position` (counted from the bottom of the whole chain).
        /// A method on the chunk, so walking the chain retains nothing.
        func element(at position: Int) -> Element {
            position >= base ? elements[position - base] : parent.unsafelyUnwrapped.element(at: position)
        }

        /// See ``PersistentStack/sharedPrefixLowerBound(with:)``; walks both chains without
        /// retaining.
        func sharedPrefixLowerBound(myLimit: Int, with other: Storage, theirLimit: Int) -> Int {
            let shared = other.limit(through: self, from: theirLimit).map { Swift.min(myLimit, $0) } ?? 0
            guard let parent else { return shared }
            return Swift.max(shared, parent.sharedPrefixLowerBound(myLimit: base, with: other, theirLimit: theirLimit))
        }

        /// How much of `chunk` a value whose top chunk is `self` (seeing `limit` elements) sees,
        /// or nil when `chunk` is not in this chain.
        func limit(through chunk: Storage, from limit: Int) -> Int? {
            if self === chunk { return limit }
            return parent?.limit(through: chunk, from: base)
        }

        /// Claims `slot` if it is the next free one and fits; the caller initializes it.
        func claim(slot: Int) -> Bool {
            guard slot < capacity else { return false }
            return initialized.compareExchange(expected: slot, desired: slot + 1)
        }

        /// Deinitializes slots from `slot` on. Only valid when no other value can see them.
        func truncate(to slot: Int) {
            let current = initialized.load()
            guard current > slot else { return }
            elements.advanced(by: slot).deinitialize(count: current - slot)
            initialized.store(slot)
        }

        deinit {
            elements.deinitialize(count: initialized.load())
            UnsafeMutableRawPointer(initialized.value).deallocate()
        }
    }

    /// The atomic count of initialized slots at the start of a chunk's allocation.
    struct InitializedCount {
        let value: UnsafeMutablePointer<Int>

        init(_ value: UnsafeMutablePointer<Int>) {
            self.value = value
        }

        /// Reads the count (acquire).
        func load() -> Int { navigation_atomic_load(value) }

        /// Writes the count (release).
        func store(_ desired: Int) { navigation_atomic_store(value, desired) }

        /// Replaces `expected` with `desired` (acquire-release); whether it did.
        func compareExchange(expected: Int, desired: Int) -> Bool {
            navigation_atomic_compare_exchange(value, expected, desired)
        }
    }
}

extension PersistentStack where Element == Entry {
    /// The id of the entry at `position`, read in place (the entry, and its route, are not
    /// copied).
    func id(at position: Int) -> EntryID {
        precondition(position >= 0 && position < count, "PersistentStack index out of range")
        return storage.unsafelyUnwrapped.id(at: position)
    }
}

extension PersistentStack.Storage where Element == Entry {
    /// The id of the entry at `position` (counted from the bottom of the whole chain).
    func id(at position: Int) -> EntryID {
        position >= base ? elements[position - base].id : parent.unsafelyUnwrapped.id(at: position)
    }
}

extension PersistentStack: Sendable where Element: Sendable {}

extension PersistentStack: Equatable where Element: Equatable {
    public static func == (lhs: PersistentStack, rhs: PersistentStack) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let shared = lhs.sharedPrefixLowerBound(with: rhs)
        var index = shared
        while index < lhs.count {
            if lhs[index] != rhs[index] { return false }
            index += 1
        }
        return true
    }
}

extension PersistentStack: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension PersistentStack: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension PersistentStack: CustomStringConvertible {
    public var description: String { Array(self).description }
}

extension PersistentStack: Codable where Element: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}
