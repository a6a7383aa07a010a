import CFFI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An action ready to call: its resolved C function and prepared cif.
final class PreparedAction: @unchecked Sendable {
    // Immutable after init; the cif is only read by ffi_call.
    let action: PluginAction
    private let function: @convention(c) () -> Void
    private let signature: FFISignature

    init?(_ action: PluginAction, address: UnsafeMutableRawPointer) {
        guard
            let signature = FFISignature(
                returning: FFISignature.ffiType(action.returnType),
                arguments: action.argumentTypes.map(FFISignature.ffiType))
        else { return nil }
        self.action = action
        self.signature = signature
        self.function = unsafeBitCast(address, to: (@convention(c) () -> Void).self)
    }

    /// Checks the arguments against the declared signature.
    func validate(_ arguments: [PluginValue]) throws(PluginCallError) {
        let types = action.argumentTypes
        guard arguments.count == types.count else {
            throw .wrongArgumentCount(action: action.id, expected: types.count, got: arguments.count)
        }
        for index in arguments.indices {
            let value = arguments[index]
            guard value.type == types[index] else {
                throw .wrongArgumentType(action: action.id, position: index + 1, expected: types[index], got: value.type)
            }
            if case .string(let text) = value, text.utf8.contains(0) {
                throw .stringContainsNUL(action: action.id, position: index + 1)
            }
        }
    }

    /// Calls the function through `ffi_call` with validated arguments and returns the raw,
    /// register-wide result (integral results are widened to 8 bytes).
    func invoke(_ arguments: [PluginValue]) -> UInt64 {
        let count = arguments.count
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(count, 1)) { slots in
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: max(count, 1)) { pointers in
                var copies: [UnsafeMutablePointer<CChar>] = []
                defer { copies.forEach { free($0) } }
                for index in 0..<count {
                    let slot = UnsafeMutableRawPointer(slots.baseAddress! + index)
                    switch arguments[index] {
                    case .int32(let value): slot.storeBytes(of: value, as: Int32.self)
                    case .int64(let value): slot.storeBytes(of: value, as: Int64.self)
                    case .double(let value): slot.storeBytes(of: value, as: Double.self)
                    case .bool(let value): slot.storeBytes(of: value ? 1 : 0, as: UInt8.self)
                    case .string(let text):
                        let copy = strdup(text)!
                        copies.append(copy)
                        slot.storeBytes(of: copy, as: UnsafeMutablePointer<CChar>.self)
                    }
                    pointers[index] = slot
                }
                var result: UInt64 = 0
                withUnsafeMutableBytes(of: &result) { buffer in
                    ffi_call(signature.cif, function, buffer.baseAddress, pointers.baseAddress)
                }
                return result
            }
        }
    }
}
