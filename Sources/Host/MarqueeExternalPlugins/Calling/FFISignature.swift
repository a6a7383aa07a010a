import CFFI

/// A prepared libffi call interface (`ffi_cif`) and its argument-type array, both on the
/// heap for as long as calls or closures use them.
final class FFISignature: @unchecked Sendable {
    // Immutable after init; libffi only reads a prepared cif, so sharing it is safe.
    let cif: UnsafeMutablePointer<ffi_cif>
    private let argumentTypes: UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>
    let argumentCount: Int

    /// Prepares a cif; returns nil if libffi refuses the signature.
    init?(returning returnType: UnsafeMutablePointer<ffi_type>, arguments: [UnsafeMutablePointer<ffi_type>]) {
        argumentCount = arguments.count
        argumentTypes = .allocate(capacity: max(arguments.count, 1))
        argumentTypes.initialize(repeating: nil, count: max(arguments.count, 1))
        for (index, type) in arguments.enumerated() { argumentTypes[index] = type }
        cif = .allocate(capacity: 1)
        let status = ffi_prep_cif(
            cif, cffi_default_abi(), UInt32(arguments.count), returnType, argumentTypes)
        guard status == FFI_OK else {
            cif.deallocate()
            argumentTypes.deallocate()
            return nil
        }
    }

    deinit {
        cif.deallocate()
        argumentTypes.deallocate()
    }

    static func ffiType(_ type: PluginType) -> UnsafeMutablePointer<ffi_type> {
        switch type {
        case .int32: cffi_type_sint32()
        case .int64: cffi_type_sint64()
        case .double: cffi_type_double()
        case .bool: cffi_type_uint8()
        case .string: cffi_type_pointer()
        }
    }

    static func ffiType(_ type: PluginReturnType) -> UnsafeMutablePointer<ffi_type> {
        switch type {
        case .void: cffi_type_void()
        case .value(let type): ffiType(type)
        }
    }
}
