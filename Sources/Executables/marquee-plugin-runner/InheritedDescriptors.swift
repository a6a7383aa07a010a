import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Closes every descriptor above standard error except `kept` (Linux: as listed in
/// `/proc/self/fd`).
func closeInheritedDescriptors(keeping kept: Int32) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in names.compactMap({ Int32($0) }) where descriptor > STDERR_FILENO && descriptor != kept {
        close(descriptor)
    }
}
