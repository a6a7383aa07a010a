#include "process_tree.h"

#if defined(__linux__)
#include <sys/prctl.h>

int marquee_process_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 ? 0 : -1; }
#else
int marquee_process_become_subreaper(void) { return -1; }
#endif
