// Atomic operations on a word for the navigation engine's PersistentStack.
//
// The engine targets iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1 and Linux; the
// Synchronization module's Atomic needs macOS 15 / iOS 18, so the few atomic operations the
// engine needs are compiler builtins here (clang and gcc both provide them on every platform).
#ifndef C_NAVIGATION_ATOMICS_H
#define C_NAVIGATION_ATOMICS_H

#include <stdbool.h>

/// Reads `*value` with acquire ordering.
static inline long navigation_atomic_load(long *value) {
    return __atomic_load_n(value, __ATOMIC_ACQUIRE);
}

/// Writes `desired` to `*value` with release ordering.
static inline void navigation_atomic_store(long *value, long desired) {
    __atomic_store_n(value, desired, __ATOMIC_RELEASE);
}

/// Replaces `*value` with `desired` if it is `expected` (acquire-release); whether it did.
static inline bool navigation_atomic_compare_exchange(long *value, long expected, long desired) {
    return __atomic_compare_exchange_n(value, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#endif
