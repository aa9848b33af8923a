// EXPECT: cannot convert value of type 'Duration'
// Must NOT type-check against the stand-ins: Animation.easeInOut(duration:) takes a
// `TimeInterval` in seconds (https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)),
// not the `Duration` that Stagehand's transitions carry; the backend converts with `timeInterval`.
import Stagehand
import SwiftUI

func curve(for transition: ChildTransition) -> Animation {
    Animation.easeInOut(duration: transition.duration)
}
