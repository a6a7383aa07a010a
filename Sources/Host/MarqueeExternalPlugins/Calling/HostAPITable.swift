import CFFI
import CMarqueePlugin

/// One plugin's `marquee_host_api`: a heap-allocated C table whose function pointers are
/// libffi closures. Each closure's `user_data` is the plugin's ``PluginBinding``, so a
/// call through this table can only ever act as that plugin.
final class HostAPITable: @unchecked Sendable {
    // Immutable after init. The closures, their cifs and the binding live exactly as long
    // as the table; the plugin must not use the table after it is unloaded.
    let table: UnsafeMutablePointer<marquee_host_api>
    let binding: PluginBinding
    private var closures: [UnsafeMutableRawPointer] = []
    private var signatures: [FFISignature] = []

    typealias Trampoline =
        @convention(c) (
            UnsafeMutablePointer<ffi_cif>?, UnsafeMutableRawPointer?,
            UnsafeMutablePointer<UnsafeMutableRawPointer?>?, UnsafeMutableRawPointer?
        ) -> Void

    /// Builds the table; nil if libffi cannot create the closures.
    init?(binding: PluginBinding) {
        self.binding = binding
        table = .allocate(capacity: 1)
        table.initialize(to: marquee_host_api())
        table.pointee.abi_version = PluginABI.currentVersion
        table.pointee.size = UInt32(MemoryLayout<marquee_host_api>.size)

        let pointer = cffi_type_pointer(), int32 = cffi_type_sint32(), void = cffi_type_void()
        guard
            let navigate = makeClosure(returning: int32, [pointer], navigateTrampoline),
            let present = makeClosure(returning: int32, [pointer], presentTrampoline),
            let dismiss = makeClosure(returning: int32, [], dismissTrampoline),
            let log = makeClosure(returning: void, [int32, pointer], logTrampoline),
            let setting = makeClosure(returning: pointer, [pointer], settingTrampoline)
        else { return nil }

        typealias URLFunction = @convention(c) (UnsafePointer<CChar>?) -> Int32
        typealias DismissFunction = @convention(c) () -> Int32
        typealias LogFunction = @convention(c) (Int32, UnsafePointer<CChar>?) -> Void
        typealias SettingFunction = @convention(c) (UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
        table.pointee.navigate = unsafeBitCast(navigate, to: URLFunction.self)
        table.pointee.present = unsafeBitCast(present, to: URLFunction.self)
        table.pointee.dismiss = unsafeBitCast(dismiss, to: DismissFunction.self)
        table.pointee.log = unsafeBitCast(log, to: LogFunction.self)
        table.pointee.setting = unsafeBitCast(setting, to: SettingFunction.self)
    }

    deinit {
        closures.forEach { ffi_closure_free($0) }
        table.deallocate()
    }

    /// Allocates a closure for `trampoline` with this table's binding as user data and
    /// returns its executable address.
    private func makeClosure(
        returning returnType: UnsafeMutablePointer<ffi_type>,
        _ arguments: [UnsafeMutablePointer<ffi_type>],
        _ trampoline: Trampoline
    ) -> UnsafeMutableRawPointer? {
        guard let signature = FFISignature(returning: returnType, arguments: arguments) else { return nil }
        var code: UnsafeMutableRawPointer?
        guard let memory = ffi_closure_alloc(cffi_closure_size(), &code), let code else { return nil }
        closures.append(memory)
        signatures.append(signature)
        let userData = Unmanaged.passUnretained(binding).toOpaque()
        let status = ffi_prep_closure_loc(
            memory.assumingMemoryBound(to: ffi_closure.self), signature.cif, trampoline, userData, code)
        return status == FFI_OK ? code : nil
    }
}

/// The closure tram// The closure trampolines: top-level functions (no captured context, so they convert to C
// function pointers), which recover the plugin's binding from `user_data`.
private func binding(_ userData: UnsafeMutableRawPointer?) -> PluginBinding {
    Unmanaged<PluginBinding>.fromOpaque(userData!).takeUnretainedValue()
}

private func argument<T>(_ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ index: Int, as type: T.Type) -> T {
    arguments![index]!.load(as: T.self)
}

/// Integral results narrower than a register are returned as a full `ffi_sarg`.
private func returnStatus(_ status: PluginBinding.Status, into result: UnsafeMutableRawPointer?) {
    result!.storeBytes(of: Int(status.rawValue), as: Int.self)
}

private func navigateTrampoline(
    _ cif: UnsafeMutablePointer<ffi_cif>?, _ result: UnsafeMutableRawPointer?,
    _ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ userData: UnsafeMutableRawPointer?
) {
    let url = argument(arguments, 0, as: UnsafePointer<CChar>?.self)
    returnStatus(binding(userData).navigate(to: url), into: result)
}

private func presentTrampoline(
    _ cif: UnsafeMutablePointer<ffi_cif>?, _ result: UnsafeMutableRawPointer?,
    _ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ userData: UnsafeMutableRawPointer?
) {
    let url = argument(arguments, 0, as: UnsafePointer<CChar>?.self)
    returnStatus(binding(userData).present(url: url), into: result)
}

private func dismissTrampoline(
    _ cif: UnsafeMutablePointer<ffi_cif>?, _ result: UnsafeMutableRawPointer?,
    _ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ userData: UnsafeMutableRawPointer?
) {
    returnStatus(binding(userData).dismiss(), into: result)
}

private func logTrampoline(
    _ cif: UnsafeMutablePointer<ffi_cif>?, _ result: UnsafeMutableRawPointer?,
    _ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ userData: UnsafeMutableRawPointer?
) {
    let level = argument(arguments, 0, as: Int32.self)
    let message = argument(arguments, 1, as: UnsafePointer<CChar>?.self)
    binding(userData).log(level: level, message: message)
}

private func settingTrampoline(
    _ cif: UnsafeMutablePointer<ffi_cif>?, _ result: UnsafeMutableRawPointer?,
    _ arguments: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ userData: UnsafeMutableRawPointer?
) {
    let name = argument(arguments, 0, as: UnsafePointer<CChar>?.self)
    result!.storeBytes(of: binding(userData).setting(named: name), as: UnsafePointer<CChar>?.self)
}
