#ifndef STAGEHAND_CADWAITA_SHIM_H
#define STAGEHAND_CADWAITA_SHIM_H
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#endif
