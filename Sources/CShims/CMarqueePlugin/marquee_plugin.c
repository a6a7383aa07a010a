/* CMarqueePlugin is a header-only target; this file exists so SwiftPM builds it. */
#include "marquee_plugin.h"
