import CAdwaita
import Stagehand

/// The GTK 4 + libadwaita backend for Stagehand: facts about the toolkit it runs on.
///
/// ## Overview of the module
/// - **Start a program** with ``Application/run(id:activate:)`` from a synchronous `main`; it
///   installs the ``MainLoopBridge`` so `Task { @MainActor in … }` runs while GTK runs.
/// - **Build the UI** from thin wrappers that each own one GTK reference: ``Window``, ``Box``,
///   ``Overlay``, ``LayerStack``, ``Label``, ``Button``, ``Spinner``, ``StatusPage``,
///   ``ScrolledWindow``, ``ListBox`` bound to a ``StringList``, ``ActionRow``, ``SearchEntry``,
///   ``Switch``, ``HeaderBar``, ``Clamp`` and ``Image``. Wrap any other widget with
///   ``Widget/init(sinking:)``. Signal handlers (`onClicked`, `onToggled`, …) return a
///   ``SignalConnection``; they live as long as the widget.
/// - **Show state** with ``GTKContainerHost/makeContainer(initialState:clock:policy:effect:children:)``:
///   a `StateContainer` whose children are layered and cross-faded by libadwaita animations.
/// - **Time** goes through ``GLibClock``; ``FrameTiming`` measures state change → painted frame;
///   ``TimedAnimation`` animates any value.
/// - **Pictures**: ``OffscreenRenderer/writePNG(of:to:)`` renders a shown widget to a PNG.
/// - **Accessibility**: ``Widget/setAccessibleBusy(_:)``, ``Widget/setAccessibleLabel(_:)``.
public enum GTKBackend {
    /// The libadwaita version this backend was compiled against, as `major.minor.micro`.
    public static var adwaitaVersion: String {
        "\(ADW_MAJOR_VERSION).\(ADW_MINOR_VERSION).\(ADW_MICRO_VERSION)"
    }

    /// The GTK version this backend runs with, as `major.minor.micro`.
    public static var gtkVersion: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }
}
