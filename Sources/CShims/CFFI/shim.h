#ifndef MARQUEE_CFFI_SHIM_H
#define MARQUEE_CFFI_SHIM_H

#include <ffi.h>

/* Swift 6 rejects direct use of the mutable ffi_type globals; these accessors wrap them. */
static inline ffi_type *_Nonnull cffi_type_void(void) { return &ffi_type_void; }
static inline ffi_type *_Nonnull cffi_type_uint8(void) { return &ffi_type_uint8; }
static inline ffi_type *_Nonnull cffi_type_sint32(void) { return &ffi_type_sint32; }
static inline ffi_type *_Nonnull cffi_type_sint64(void) { return &ffi_type_sint64; }
static inline ffi_type *_Nonnull cffi_type_double(void) { return &ffi_type_double; }
static inline ffi_type *_Nonnull cffi_type_pointer(void) { return &ffi_type_pointer; }
static inline ffi_abi cffi_default_abi(void) { return FFI_DEFAULT_ABI; }
static inline size_t cffi_closure_size(void) { return sizeof(ffi_closure); }

#endif
