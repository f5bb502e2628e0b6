// The prefetch hint is a static inline function in include/Prefetch.h; SwiftPM needs one source file.
#include "Prefetch.h"
