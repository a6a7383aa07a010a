/* Faulty plugin for tests: exports functions but not `marquee_plugin_entry`. */
#include <marquee_plugin.h>

const marquee_plugin_descriptor *marquee_plugin_entr(const marquee_host_api *host) {
    (void)host;
    return 0;
}
