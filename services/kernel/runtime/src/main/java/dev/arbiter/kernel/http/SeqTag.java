package dev.arbiter.kernel.http;

import jakarta.ws.rs.core.EntityTag;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The entity tag of a game's answers, {@code "<seq>"}: given as ETag, read back from If-Match and If-None-Match. */
public final class SeqTag {

    private static final Pattern TAG = Pattern.compile("\\s*(?:W/)?\"([^\"]*)\"\\s*");

    private SeqTag() {
    }

    public static EntityTag of(long seq) {
        return new EntityTag(Long.toString(seq));
    }

    /** The seq an If-Match header holds, as the game's ETag gave it; null without the header. */
    public static Long expectedSeq(String ifMatch) {
        if (ifMatch == null) {
            return null;
        }
        try {
            return Long.parseLong(ifMatch.replace("W/", "").replace("\"", "").trim());
        } catch (NumberFormatException e) {
            throw Problem.MALFORMED_REQUEST.because("If-Match must be the game's ETag, a quoted seq such as \"12\"");
        }
    }

    /**
     * Whether an If-None-Match header names {@code seq} (weakly, as RFC 9110 compares for it) or is
     * {@code *}. A value that names no seq matches nothing, so the caller gets the full answer.
     */
    public static boolean matches(String ifNoneMatch, long seq) {
        if (ifNoneMatch == null) {
            return false;
        }
        if (ifNoneMatch.trim().equals("*")) {
            return true;
        }
        String wanted = Long.toString(seq);
        for (String tag : ifNoneMatch.split(",")) {
            Matcher quoted = TAG.matcher(tag);
            if (quoted.matches() && quoted.group(1).equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
