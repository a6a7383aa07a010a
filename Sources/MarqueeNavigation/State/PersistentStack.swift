import Synchronization

/// An immutable-by-default stack whose copies share storage.
///
/// Navigation state is copied on every change (a ``NavigationChange`` keeps both the state
/// before and after), so the stacks inside it must be cheap to copy and cheap to mutate while an
/// older copy is alive. `PersistentStack` keeps its elements in an append-only buffer shared by
/// every copy; a value is a window `0..<count` onto that buffer:
///
/// - reading, copying and popping are O(1) and never copy elements;
/// - pushing is amortized O(1): a value whose window ends at the buffer's tip appends in place,
///   even when older copies are alive, because no copy can see past its own count;
/// - a value that is not at the tip re-uses the buffer when it is the only owner, and copies
///   its window into a fresh buffer otherwise.
///
/// Two values that share a buffer therefore always agree on their common prefix, which lets
/// ``NavigationDiff`` compare stacks in O(1) in the common case.
public struct PersistentStack<Element>: RandomAccessCollection {
    @usableFromInline var storage: Storage
    /// The number of elements in this stack.
    public private(set) var count: Int

    /// Creates an empty stack.
    public init() {
        storage = Storage(capacity: 4)
        count = 0
    }

    /// Creates a stack holding `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        let array = Array(elements)
        storage = Storage(capacity: Swift.max(4, array.count))
        count = 0
        for element in array { append(element) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "PersistentStack index out of range")
        return storage.elements[position]
    }

    /// Adds `element` on top.
    public mutating func append(_ element: Element) {
        if storage.claim(slot: count) {
            storage.elements.advanced(by: count).initialize(to: element)
            count += 1
            return
        }
        if isKnownUniquelyReferenced(&storage) {
            storage.truncate(to: count)
            if storage.claim(slot: count) {
                storage.elements.advanced(by: count).initialize(to: element)
                count += 1
                return
            }
        }
        // Shared and not at the tip, or full: continue in a fresh buffer.
        let fresh = Storage(capacity: Swift.max(8, count * 2))
        fresh.copy(from: storage, count: count)
        storage = fresh
        _ = storage.claim(slot: count)
        storage.elements.advanced(by: count).initialize(to: element)
        count += 1
    }

    /// Removes and returns the top element. The stack must not be empty.
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast() on an empty PersistentStack")
        count -= 1
        return storage.elements[count]
    }

    /// Keeps the bottom `newCount` elements. O(1).
    public mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncate(to:) out of range")
        count = newCount
    }

    /// Replaces the top element. O(1) when this value owns its buffer, O(n) otherwise.
    public mutating func replaceLast(with element: Element) {
        precondition(count > 0, "replaceLast(with:) on an empty PersistentStack")
        removeLast()
        append(element)
    }

    /// Replaces the element at `position`, copying the buffer if another value shares it.
    public mutating func replace(at position: Int, with element: Element) {
        precondition(position >= 0 && position < count, "replace(at:) out of range")
        if position == count - 1 { return replaceLast(with: element) }
        if !isKnownUniquelyReferenced(&storage) {
            let fresh = Storage(capacity: Swift.max(8, count))
            fresh.copy(from: storage, count: count)
            storage = fresh
        }
        storage.truncate(to: count)
        storage.elements[position] = element
    }

    /// Whether both values view the same buffer (so they agree on their common prefix).
    func sharesStorage(with other: PersistentStack) -> Bool { storage === other.storage }

    // MARK: Storage

    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline let elements: UnsafeMutablePointer<Element>
        let capacity: Int
        /// How many slots hold initialized elements. Claimed with a compare-and-exchange so that
        /// two copies at the same tip can never both write the same slot.
        let initialized = Atomic<Int>(0)

        init(capacity: Int) {
            self.capacity = capacity
            elements = .allocate(capacity: capacity)
        }

        /// Claims `slot` if it is the next free one and fits; the caller must initialize it.
        func claim(slot: Int) -> Bool {
            guard slot < capacity else { return false }
            return initialized.compareExchange(expected: slot, desired: slot + 1, ordering: .acquiringAndReleasing).exchanged
        }

        /// Deinitializes slots past `count`. Only valid when no other value can see them.
        func truncate(to count: Int) {
            let current = initialized.load(ordering: .acquiring)
            guard current > count else { return }
            elements.advanced(by: count).deinitialize(count: current - count)
            initialized.store(count, ordering: .releasing)
        }

        func copy(from other: Storage, count: Int) {
            elements.initialize(from: other.elements, count: count)
            initialized.store(count, ordering: .releasing)
        }

        deinit {
            elements.deinitialize(count: initialized.load(ordering: .acquiring))
            elements.deallocate()
        }
    }
}

extension PersistentStack: Sendable where Element: Sendable {}

extension PersistentStack: Equatable where Element: Equatable {
    public static func == (lhs: PersistentStack, rhs: PersistentStack) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.storage === rhs.storage { return true }
        return lhs.elementsEqual(rhs)
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
