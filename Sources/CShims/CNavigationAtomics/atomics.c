// The operations are static inline functions in include/CNavigationAtomics.h; SwiftPM needs a
// source file to build the target.
#include "CNavigationAtomics.h"
