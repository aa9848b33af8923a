import CAdwaita
import Stagehand

/// The GTK 4 + libadwaita backend for Stagehand.
public enum GTKBackend {
    /// The libadwaita version this backend was compiled against, as `major.minor.micro`.
    public static var adwaitaVersion: String {
        "\(ADW_MAJOR_VERSION).\(ADW_MINOR_VERSION).\(ADW_MICRO_VERSION)"
    }
}
