/* Faulty plugin for tests: "chatter" calls the host's log without end, and "huge"
 * returns an 8 MiB string (8 times the app's default message limit). The app cuts the plugin off at its limits. */
#include <marquee_plugin.h>
#include <stdlib.h>
#include <string.h>

static const marquee_host_api *host;

static const char manifest[] =
    "{"
    "\"id\": \"flood\", \"name\": \"Flood\", \"version\": \"1.0.0\","
    "\"actions\": ["
    "  {\"id\": \"chatter\", \"symbol\": \"flood_chatter\", \"args\": [], \"returns\": \"void\"},"
    "  {\"id\": \"huge\", \"symbol\": \"flood_huge\", \"args\": [], \"returns\": \"string\"}"
    "]"
    "}";

static const marquee_plugin_descriptor descriptor = {
    .abi_version = MARQUEE_PLUGIN_ABI_VERSION,
    .manifest_json = manifest,
    .free_string = (void (*)(char *))free,
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *api) {
    host = api;
    return &descriptor;
}

void flood_chatter(void) {
    for (;;) host->log(MARQUEE_LOG_DEBUG, "chatter chatter chatter chatter chatter chatter");
}

char *flood_huge(void) {
    size_t size = (size_t)8 << 20;
    char *text = malloc(size + 1);
    if (text == NULL) return NULL;
    memset(text, 'x', size);
    text[size] = '\0';
    return text;
}
