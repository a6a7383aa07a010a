#ifndef MARQUEE_PROCESS_TREE_H
#define MARQUEE_PROCESS_TREE_H

/// Makes the calling process a child subreaper (Linux `PR_SET_CHILD_SUBREAPER`): a descendant
/// orphaned by its parent (say a plugin's child that called setsid and whose parent exited)
/// is re-parented to this process instead of to init, so it stays among its descendants and
/// can be ended with it. Returns 0 on success, -1 where it is not supported.
int marquee_process_become_subreaper(void);

#endif
