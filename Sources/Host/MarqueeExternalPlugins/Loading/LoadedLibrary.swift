#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A dlopen handle and the host API table handed to the library's entry point, kept
/// together so the table outlives every use the library can make of it.
final class LoadedLibrary: @unchecked Sendable {
    // Immutable after init; dlsym is thread-safe.
    private let handle: UnsafeMutableRawPointer
    let hostTable: HostAPITable

    /// Opens a library with every symbol bound now and kept local to it. Libraries stay
    /// mapped after `dlclose` (RTLD_NODELETE): Swift libraries register metadata with the
    /// runtime and cannot be unmapped safely, and a plugin may keep pointers into itself.
    static func open(path: String) -> Result<UnsafeMutableRawPointer, PluginLoadError> {
        _ = dlerror()
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            let reason = dlerror().map { String(cString: $0) } ?? "dlopen failed"
            return .failure(.notASharedLibrary(reason: reason))
        }
        return .success(handle)
    }

    init(handle: UnsafeMutableRawPointer, hostTable: HostAPITable) {
        self.handle = handle
        self.hostTable = hostTable
    }

    deinit {
        dlclose(handle)
    }

    func address(of symbol: String) -> UnsafeMutableRawPointer? {
        dlsym(handle, symbol)
    }
}
