// GTK 4, for the probe that checks what a GTK snippet painted.
#include <gtk/gtk.h>

static inline GtkLabel *snippet_probe_as_label(GtkWidget *widget) {
    return GTK_IS_LABEL(widget) ? GTK_LABEL(widget) : NULL;
}
