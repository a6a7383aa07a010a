/*
 * Faulty plugin for tests: built against a future ABI version the host does not know.
 * Before answering, it tries the host API from inside its entry function: logging works
 * (attributed to the file being loaded), navigation is refused because the plugin has not
 * been accepted.
 */
#include <marquee_plugin.h>
#include <stdio.h>

static const marquee_plugin_descriptor descriptor = {
    .abi_version = 999,
    .manifest_json = "{\"id\": \"future\", \"name\": \"Future\", \"version\": \"9.0.0\"}",
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host) {
    char message[96];
    int32_t navigated = host->navigate("/future");
    const char *setting = host->setting("anything");
    snprintf(message, sizeof message, "host ABI %u; navigate returned %d; setting is %s",
             host->abi_version, navigated, setting ? setting : "NULL");
    host->log(MARQUEE_LOG_WARNING, message);
    return &descriptor;
}
