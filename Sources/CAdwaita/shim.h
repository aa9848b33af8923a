#ifndef STAGEHAND_CADWAITA_SHIM_H
#define STAGEHAND_CADWAITA_SHIM_H
// The C surface StagehandGTK uses: GTK 4 and libadwaita headers, plus small inline helpers for
// what Swift cannot import directly (cast macros, g_signal_connect, variadic functions).
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: libdispatch main-queue hooks (exported by the toolchain's libdispatch.so)

/// The eventfd libdispatch writes to whenever work is enqueued on the main queue.
extern int _dispatch_get_main_queue_handle_4CF(void);
/// Runs everything currently queued on the main queue; call it on the main thread.
extern void _dispatch_main_queue_callback_4CF(void *msg);

// MARK: threads

/// Whether the calling thread is the process's initial (main) thread.
static inline gboolean cadw_is_main_thread(void) { return (pid_t)syscall(SYS_gettid) == getpid(); }

// MARK: casts (the GTK_* cast macros are not importable)

static inline GObject *cadw_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *cadw_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *cadw_window(gpointer p) { return GTK_WINDOW(p); }
static inline AdwWindow *cadw_adw_window(gpointer p) { return ADW_WINDOW(p); }
static inline AdwMessageDialog *cadw_message_dialog(gpointer p) { return ADW_MESSAGE_DIALOG(p); }
static inline AdwApplicationWindow *cadw_adw_application_window(gpointer p) { return ADW_APPLICATION_WINDOW(p); }
static inline GtkApplication *cadw_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *cadw_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkBox *cadw_box(gpointer p) { return GTK_BOX(p); }
static inline GtkOrientable *cadw_orientable(gpointer p) { return GTK_ORIENTABLE(p); }
static inline GtkOverlay *cadw_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkLabel *cadw_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *cadw_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkSpinner *cadw_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline AdwStatusPage *cadw_status_page(gpointer p) { return ADW_STATUS_PAGE(p); }
static inline GtkScrolledWindow *cadw_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkListBox *cadw_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *cadw_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkSearchEntry *cadw_search_entry(gpointer p) { return GTK_SEARCH_ENTRY(p); }
static inline GtkEditable *cadw_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkSwitch *cadw_switch(gpointer p) { return GTK_SWITCH(p); }
static inline AdwHeaderBar *cadw_header_bar(gpointer p) { return ADW_HEADER_BAR(p); }
static inline AdwClamp *cadw_clamp(gpointer p) { return ADW_CLAMP(p); }
static inline GtkImage *cadw_image(gpointer p) { return GTK_IMAGE(p); }
static inline AdwActionRow *cadw_action_row(gpointer p) { return ADW_ACTION_ROW(p); }
static inline AdwPreferencesRow *cadw_preferences_row(gpointer p) { return ADW_PREFERENCES_ROW(p); }
static inline GtkAccessible *cadw_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline GListModel *cadw_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GtkStringList *cadw_string_list(gpointer p) { return GTK_STRING_LIST(p); }
static inline GtkStringObject *cadw_string_object(gpointer p) { return GTK_STRING_OBJECT(p); }
static inline GdkPaintable *cadw_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline GtkNative *cadw_native(gpointer p) { return GTK_NATIVE(p); }
static inline AdwAnimation *cadw_animation(gpointer p) { return ADW_ANIMATION(p); }
static inline AdwTimedAnimation *cadw_timed_animation(gpointer p) { return ADW_TIMED_ANIMATION(p); }

// MARK: navigation (stacks, view switchers, shortcuts, gestures)

static inline GtkStack *cadw_stack(gpointer p) { return GTK_STACK(p); }
static inline AdwViewStack *cadw_view_stack(gpointer p) { return ADW_VIEW_STACK(p); }
static inline AdwViewSwitcherTitle *cadw_view_switcher_title(gpointer p) { return ADW_VIEW_SWITCHER_TITLE(p); }
static inline AdwViewSwitcherBar *cadw_view_switcher_bar(gpointer p) { return ADW_VIEW_SWITCHER_BAR(p); }
static inline GtkEventController *cadw_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkShortcutController *cadw_shortcut_controller(gpointer p) { return GTK_SHORTCUT_CONTROLLER(p); }
static inline GtkGestureSingle *cadw_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }

/// Emits a GtkGestureClick's `pressed` (n_press, x, y) as a press of its button would
/// (`g_signal_emit_by_name` is variadic); for tests, where a real button 8 press cannot be made.
static inline void cadw_emit_pressed(gpointer gesture, int n_press, double x, double y) {
    g_signal_emit_by_name(gesture, "pressed", n_press, x, y);
}

// MARK: rendering

/// Whether `widget` is a window (a `GtkWindow`, which paints its own background).
static inline gboolean cadw_is_window(gpointer widget) { return GTK_IS_WINDOW(widget); }

/// Looks up the theme's window background for `widget` (libadwaita's `window_bg_color`, else GTK's
/// `theme_bg_color`) into `color`; returns FALSE when the theme names neither. The style context
/// API is deprecated since GTK 4.10 with no replacement for named colors, so the deprecation is
/// silenced here, in one place.
static inline gboolean cadw_window_background(GtkWidget *widget, GdkRGBA *color) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    gboolean found = gtk_style_context_lookup_color(context, "window_bg_color", color) ||
                     gtk_style_context_lookup_color(context, "theme_bg_color", color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return found;
}

/// The current reference count of a GObject (for tests and diagnostics).
static inline guint cadw_ref_count(gpointer p) { return G_OBJECT(p)->ref_count; }
/// The type name of a GObject instance, e.g. "GtkButton".
static inline const char *cadw_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }

// MARK: signals

/// `g_signal_connect_data` with a destroy notify (the `g_signal_connect` macro is not importable).
static inline gulong cadw_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// Emits a signal that takes no arguments and returns nothing, e.g. "clicked".
static inline void cadw_emit0(gpointer instance, const char *signal) { g_signal_emit_by_name(instance, signal); }

// MARK: properties (g_object_set/get are variadic)

static inline void cadw_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
static inline void cadw_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}
static inline gboolean cadw_get_bool(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

/// Whether GTK's `gtk-enable-animations` setting is on for the default display.
static inline gboolean cadw_animations_enabled(void) {
    GtkSettings *settings = gtk_settings_get_default();
    return settings != NULL && cadw_get_bool(settings, "gtk-enable-animations");
}
/// Turns GTK's `gtk-enable-animations` setting on or off for the default display.
static inline void cadw_set_animations_enabled(gboolean enabled) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) cadw_set_bool(settings, "gtk-enable-animations", enabled);
}

// MARK: accessibility (gtk_accessible_update_* are variadic)

static inline void cadw_accessible_set_busy(GtkAccessible *accessible, gboolean busy) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}
static inline void cadw_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void cadw_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}
/// NULL when the accessible's busy state equals `busy`, else a newly allocated description of the
/// actual value (free it with g_free).
static inline char *cadw_accessible_check_busy(GtkAccessible *accessible, gboolean busy) {
    return gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_BUSY, busy);
}
/// NULL when the accessible's label equals `label`, else a newly allocated description of the
/// actual value (free it with g_free).
static inline char *cadw_accessible_check_label(GtkAccessible *accessible, const char *label) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

// MARK: StagehandLayers, a widget that stacks its children (z-order = sibling order)

// A GtkWidget subclass with no layout manager: every child gets the whole area, drawn in sibling
// order (first = bottom), each optionally scaled about its center. The class is registered once
// per process by name, so every module that includes this header shares it.

#define CADW_LAYER_SCALE_KEY "stagehand-layer-scale"

/// The scale factor of a child of a StagehandLayers widget (1 when never set).
static inline double cadw_layer_child_scale(GtkWidget *child) {
    double *scale = (double *)g_object_get_data(G_OBJECT(child), CADW_LAYER_SCALE_KEY);
    return scale != NULL ? *scale : 1.0;
}

/// Sets the scale factor of a child of a StagehandLayers widget and queues a new allocation.
static inline void cadw_layer_set_child_scale(GtkWidget *child, double scale) {
    double *value = g_new(double, 1);
    *value = scale;
    g_object_set_data_full(G_OBJECT(child), CADW_LAYER_SCALE_KEY, value, g_free);
    GtkWidget *parent = gtk_widget_get_parent(child);
    if (parent != NULL) gtk_widget_queue_allocate(parent);
}

static inline void cadw_layers_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                       int *natural, int *minimum_baseline, int *natural_baseline) {
    *minimum = 0;
    *natural = 0;
    *minimum_baseline = -1;
    *natural_baseline = -1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child) || !gtk_widget_get_child_visible(child)) continue;  // kept, hidden
        int child_min = 0, child_nat = 0;
        gtk_widget_measure(child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
        *minimum = MAX(*minimum, child_min);
        *natural = MAX(*natural, child_nat);
    }
}

static inline GtkSizeRequestMode cadw_layers_request_mode(GtkWidget *widget) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        GtkSizeRequestMode mode = gtk_widget_get_request_mode(child);
        if (mode != GTK_SIZE_REQUEST_CONSTANT_SIZE) return mode;
    }
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static inline void cadw_layers_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child) || !gtk_widget_get_child_visible(child)) continue;
        double scale = cadw_layer_child_scale(child);
        GskTransform *transform = NULL;
        if (scale != 1.0) {
            graphene_point_t center = GRAPHENE_POINT_INIT(width / 2.0f, height / 2.0f);
            graphene_point_t back = GRAPHENE_POINT_INIT(-width / 2.0f, -height / 2.0f);
            transform = gsk_transform_translate(NULL, &center);
            transform = gsk_transform_scale(transform, (float)scale, (float)scale);
            transform = gsk_transform_translate(transform, &back);
        }
        gtk_widget_allocate(child, width, height, baseline, transform);  // takes the transform
    }
}

static inline void cadw_layers_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    // StagehandLayers derives from GtkWidget directly: chain up to GtkWidget's dispose.
    G_OBJECT_CLASS(g_type_class_peek(GTK_TYPE_WIDGET))->dispose(object);
}

static inline void cadw_layers_class_init(gpointer klass, gpointer data) {
    (void)data;
    G_OBJECT_CLASS(klass)->dispose = cadw_layers_dispose;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->measure = cadw_layers_measure;
    widget_class->size_allocate = cadw_layers_size_allocate;
    widget_class->get_request_mode = cadw_layers_request_mode;
    gtk_widget_class_set_css_name(widget_class, "stagehand-layers");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/// The GType of StagehandLayers, registering it on first use.
static inline GType cadw_layers_get_type(void) {
    GType type = g_type_from_name("StagehandLayers");
    if (type != 0) return type;
    GTypeQuery query;
    g_type_query(GTK_TYPE_WIDGET, &query);
    return g_type_register_static_simple(GTK_TYPE_WIDGET, g_intern_static_string("StagehandLayers"),
                                         (guint)query.class_size, (GClassInitFunc)cadw_layers_class_init,
                                         (guint)query.instance_size, NULL, (GTypeFlags)0);
}

/// A new, floating StagehandLayers widget.
static inline GtkWidget *cadw_layers_new(void) { return GTK_WIDGET(g_object_new(cadw_layers_get_type(), NULL)); }

#endif
