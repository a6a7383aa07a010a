/* Faulty plugin for tests: `marquee_plugin_entry` never returns. Start-up must go on
 * after the load deadline, with this plugin marked unresponsive. */
#include <marquee_plugin.h>
#include <unistd.h>

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host) {
    host->log(MARQUEE_LOG_INFO, "about to block");
    for (;;) pause();
}
