// EXPECT-LINT: Mutex (Synchronization) needs iOS 18.0
// A symbol newer than the deployment floor (iOS 17, macOS 14, tvOS 17, visionOS 1) must be
// reported by the availability lint; Linux's compiler does no availability checking.
import Synchronization

final class Registry: Sendable {
    let names = Mutex<[String]>([])
}
